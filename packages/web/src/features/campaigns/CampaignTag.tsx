import { campaignTag, type CampaignTagSource } from '@clube/core/campaigns';
import { useTexts } from '../../i18n/feature-texts.ts';
import { campaignCardTexts } from './campaign-card.texts.ts';
import * as styles from './campaign-tag.css.ts';

export interface CampaignTagProps {
  campaign: CampaignTagSource;
  className?: string;
}

/**
 * A campaign's tag (SPEC §3): the percentage (one decimal) or the amount in reais with its
 * 'por' / 'a-partir' / 'de-por' symbol, GRÁTIS or 2x1, and EXCLUSIVO. Nothing when the
 * campaign has no tag to show. The rule is the core's `campaignTag`.
 */
export function CampaignTag({ campaign, className }: CampaignTagProps) {
  const t = useTexts(campaignCardTexts);
  const tag = campaignTag(campaign);
  if (!tag) return null;

  const price = (() => {
    switch (tag.kind) {
      case 'percentage':
        return (
          <>
            {tag.symbol === 'a-partir' ? <span>{t('tag.aPartir')} </span> : null}
            <strong className={styles.amount}>{tag.amount}</strong>{' '}
            <span>{t('tag.percentOff')}</span>
          </>
        );
      case 'currency':
        return (
          <>
            {tag.symbol === 'de-por' ? (
              <span className={styles.before}>
                {t('tag.de')} <s>{tag.from}</s>{' '}
              </span>
            ) : null}
            <span>{tag.symbol === 'a-partir' ? t('tag.aPartir') : t('tag.por')} </span>
            <strong className={styles.amount}>{tag.amount}</strong>
          </>
        );
      case 'free':
        return <strong className={styles.amount}>{t('tag.free')}</strong>;
      case 'twoForOne':
        return <strong className={styles.amount}>{t('tag.twoForOne')}</strong>;
    }
  })();

  return (
    <p
      className={[styles.tag, className].filter(Boolean).join(' ')}
      data-tag-kind={tag.kind}
      data-tag-symbol={tag.symbol ?? undefined}
    >
      <span className={styles.price}>{price}</span>
      {tag.exclusive ? ' ' : null}
      {tag.exclusive ? <span className={styles.exclusive}>{t('tag.exclusive')}</span> : null}
    </p>
  );
}
