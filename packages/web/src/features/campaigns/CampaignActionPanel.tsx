import type { Campaign, CampaignApi } from '@clube/core/campaigns';
import { followableRedirect } from '@clube/core/navigation';
import type { ClubError } from '@clube/core';
import { useEffect, useRef } from 'react';
import { Link } from '../../router/index.ts';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import { CodeBox } from './CodeBox.tsx';
import { GiftCardPurchase } from './GiftCardPurchase.tsx';
import { LetterAction } from './LetterAction.tsx';
import { campaignDetailTexts } from './campaign-detail.texts.ts';
import * as styles from './campaign-detail.css.ts';

/** A refusal in the server's own words; anything else (no answer, a broken one) in ours. */
export function useActionFailure(): (error: ClubError) => string {
  const t = useTexts(campaignDetailTexts);
  return (error) =>
    error.kind === 'server' && error.message.trim() !== '' ? error.message : t('action.failed');
}

/**
 * The campaign's button, by its type (SPEC §9, the core's campaign-action rules): a code with
 * a copy button, a tracked link opened in a new tab, the payment screen, the letter form, the
 * pharmacy card, or nothing for an information-only offer.
 */
export function CampaignActionPanel({
  campaign,
  detail,
}: {
  campaign: Campaign;
  detail: CampaignApi;
}) {
  const t = useTexts(campaignDetailTexts);
  const say = useMessage();
  const failure = useActionFailure();
  const action = detail.action;
  const link = followableRedirect(detail.link);

  // The link arrives after the click: open it in a new tab once (the anchor stays as well).
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!link || opened.current === link) return;
    opened.current = link;
    window.open(link, '_blank', 'noopener,noreferrer');
  }, [link]);

  if (!action) return null;
  const label = action.label ? say(action.label) : '';
  const partnerSlug = campaign.partner?.slug ?? null;

  const body = (() => {
    if (campaign.event === 'engagement') {
      return (
        <>
          <p className={styles.note}>{t('action.reward')}</p>
          <Link
            className={styles.linkButton}
            to={partnerSlug ? href(routes.rewardDetail, { partnerSlug }) : href(routes.rewards)}
          >
            {t('action.seeReward')}
          </Link>
        </>
      );
    }
    if (campaign.event === 'award') {
      return (
        <>
          <p className={styles.note}>{t('action.award')}</p>
          <Link
            className={styles.linkButton}
            to={
              partnerSlug
                ? href(routes.awardDetail, { partnerSlug }, { campaignSlug: campaign.slug })
                : href(routes.awards)
            }
          >
            {t('action.seeAward')}
          </Link>
        </>
      );
    }
    switch (action.kind) {
      case 'requestCode':
        return detail.code ? (
          <>
            <CodeBox code={detail.code} />
            <Link
              className={styles.textLink}
              to={href(
                action.type === 'uniqueCode' ? routes.redemptionsCodes : routes.redemptionsVouchers,
              )}
            >
              {t('action.seeVouchers')}
            </Link>
          </>
        ) : (
          <Button size="lg" block loading={detail.acting} onClick={detail.act}>
            {label}
          </Button>
        );
      case 'openLink':
        return (
          <>
            <Button size="lg" block loading={detail.acting} onClick={detail.act}>
              {label}
            </Button>
            {link ? (
              <>
                <p className={styles.note} role="status">
                  {t('action.linkReady')}
                </p>
                <a
                  className={styles.textLink}
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('action.openLink')} <Icon name="external-link" size={16} />
                  <span className={styles.visuallyHidden}> {t('action.newTab')}</span>
                </a>
              </>
            ) : null}
            {detail.code ? <CodeBox code={detail.code} /> : null}
            {!link && !detail.code && detail.eventMessage ? (
              <div className={styles.success} role="status">
                <p className={styles.successTitle}>{detail.eventMessage}</p>
                <Link className={styles.textLink} to={href(routes.redemptionsPurchases)}>
                  {t('action.seePurchases')}
                </Link>
              </div>
            ) : null}
          </>
        );
      case 'buyGiftCard':
        return <GiftCardPurchase campaign={campaign} label={label} />;
      case 'goToPayment':
        return (
          <Link
            className={styles.linkButton}
            to={href(routes.paymentCampaignDetail, { campaignSlug: campaign.slug })}
          >
            {label}
          </Link>
        );
      case 'requestLetter':
        return <LetterAction campaignId={campaign.id} label={label} />;
      case 'pharmacyCard':
        return (
          <Link className={styles.linkButton} to={href(routes.pharmacyCard)}>
            {label}
          </Link>
        );
      case 'none':
        return <p className={styles.note}>{t('action.infoOnly')}</p>;
    }
  })();

  return (
    <section
      className={styles.panel}
      aria-labelledby="campaign-action-title"
      data-action={action.type}
    >
      <h2 id="campaign-action-title" className={styles.sectionTitle}>
        {t('action.title')}
      </h2>
      {body}
      {detail.actionError ? (
        <p className={styles.alert} role="alert">
          {failure(detail.actionError)}
        </p>
      ) : null}
    </section>
  );
}
