import {
  campaignExpiry,
  cashbackRate,
  type CampaignTagSource,
  type CashbackSource,
} from '@clube/core/campaigns';
import { truncatePartnerName } from '@clube/core/shared';
import type { ReactNode } from 'react';
import { Link } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { campaignCardTexts } from './campaign-card.texts.ts';
import * as styles from './campaign-card.css.ts';
import { CampaignTag } from './CampaignTag.tsx';

/**
 * What a card shows of a campaign: a list's campaign and a favorited campaign (which has no
 * picture) both fit.
 */
export interface CampaignCardItem extends CampaignTagSource, CashbackSource {
  readonly slug: string;
  readonly title?: string | null;
  readonly name?: string | null;
  readonly image?: string | null;
  readonly end_date?: string | null;
  readonly event?: string | null;
  readonly partner?: {
    readonly name?: string | null;
    readonly logo?: string | null;
  } | null;
}

export interface CampaignCardProps {
  campaign: CampaignCardItem;
  /** The like and favorite buttons (features/campaigns/reactions), placed above the link. */
  actions?: ReactNode;
  /** The title's level in the page's outline (2 under the page's h1 by default). */
  headingLevel?: 2 | 3;
  /** Lists beyond the first screen load their pictures lazily (the default). */
  eager?: boolean;
  /** The list's first card: its picture (the page's largest paint) is asked for first. */
  first?: boolean;
}

/** A payment campaign opens on its own route (SPEC §2); every other on Detalhes da campanha. */
export function campaignHref(campaign: Pick<CampaignCardItem, 'slug' | 'event'>): string {
  return campaign.event === 'payment'
    ? href(routes.paymentCampaignDetail, { campaignSlug: campaign.slug })
    : href(routes.campaignDetail, { campaignSlug: campaign.slug });
}

/**
 * A campaign card: picture (sizes reserved, lazy), partner logo and name (cut at 13 characters,
 * SPEC §9), the tag, the title linking to the campaign, the cashback rate of a cashback offer
 * (one decimal, SPEC §9), the expiry while 1 to 3 days remain or 'Oferta encerrada' once it has
 * ended, and the like and favorite buttons given as `actions`.
 */
export function CampaignCard({
  campaign,
  actions,
  headingLevel = 2,
  eager = false,
  first = false,
}: CampaignCardProps) {
  const t = useTexts(campaignCardTexts);
  const message = useMessage();
  const now = useClub().runtime.now();
  const Heading = `h${headingLevel}` as const;
  const partnerName = campaign.partner?.name ?? '';
  const title = campaign.title || campaign.name || campaign.slug;
  // One rule for every place an offer's end shows (card, detail, payment): the core's.
  const expiry = campaignExpiry(campaign, now);
  const ended = expiry?.expired ?? false;
  const rate = cashbackRate(campaign);
  const logo = campaign.partner?.logo;

  return (
    <article className={styles.card} data-campaign={campaign.slug} data-ended={ended || undefined}>
      <div className={ended ? `${styles.media} ${styles.endedMedia}` : styles.media}>
        {campaign.image ? (
          <img
            className={styles.image}
            src={campaign.image}
            alt=""
            width={styles.CAMPAIGN_IMAGE.width}
            height={styles.CAMPAIGN_IMAGE.height}
            loading={eager || first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        ) : logo ? (
          <img
            className={styles.mediaLogo}
            src={logo}
            alt=""
            width={72}
            height={72}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <div className={styles.tagSlot}>
          <CampaignTag campaign={campaign} />
        </div>
      </div>
      <div className={styles.body}>
        {partnerName ? (
          <p className={styles.partner}>
            {logo ? (
              <img
                className={styles.partnerLogo}
                src={logo}
                alt=""
                width={styles.PARTNER_LOGO_PX}
                height={styles.PARTNER_LOGO_PX}
                loading={eager ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : null}
            <span className={styles.partnerName} aria-hidden="true" title={partnerName}>
              {truncatePartnerName(partnerName)}
            </span>
            <span className={styles.visuallyHidden}>{`${t('partner')}: ${partnerName}`}</span>
          </p>
        ) : null}
        <Heading className={styles.title}>
          <Link className={styles.titleLink} to={campaignHref(campaign)}>
            {title}
          </Link>
        </Heading>
        {rate ? (
          <p className={styles.cashback} data-cashback-rate={rate}>
            {t('cashback', { rate })}
          </p>
        ) : null}
        <div className={styles.footer}>
          {ended ? (
            <p className={styles.endedLabel} data-expiry-ended="">
              {t('ended')}
            </p>
          ) : expiry?.left ? (
            <p className={styles.expiry} data-expiry-days={expiry.left.days}>
              {t('expiresIn', { days: message(expiry.left) })}
            </p>
          ) : (
            <span />
          )}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </div>
    </article>
  );
}
