import { bannerTarget, type Banner } from '@clube/core/campaigns';
import { memo } from 'react';
import { Link } from '../../router/index.ts';
import { checkedImageUrl } from '../../runtime/checked-url.ts';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { campaignListTexts } from './campaign-list.texts.ts';
import * as styles from './campaign-list.css.ts';

/** The banner pictures' sizes: 1200×300 on desktop, 600×300 (image_secondary) on mobile. */
const DESKTOP = { width: 1200, height: 300 } as const;
const MOBILE = { width: 600, height: 300 } as const;

/**
 * A list banner (type 1) placed after every 3 campaigns. A click goes where the core's
 * `bannerTarget` says (SPEC §2, in order): the pharmacy card, the campaigns of its first tag,
 * the vitrine, the campaign, Campanhas, or an external link in a new tab (only a site path or
 * an http(s) address: the core counts any other link as none).
 */
export const ListBanner = memo(function ListBanner({ banner }: { banner: Banner }) {
  const t = useTexts(campaignListTexts);
  const name = banner.name ?? '';
  const target = bannerTarget(banner);
  const config = useCompanyConfig();
  const image = checkedImageUrl(banner.image, config);
  const mobileImage = checkedImageUrl(banner.image_secondary, config) ?? image;
  const picture = (
    <picture className={styles.bannerPicture}>
      {image ? (
        <source
          media="(min-width: 769px)"
          srcSet={image}
          width={DESKTOP.width}
          height={DESKTOP.height}
        />
      ) : null}
      {mobileImage ? (
        <img
          className={styles.bannerImage}
          src={mobileImage}
          alt={name}
          width={MOBILE.width}
          height={MOBILE.height}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.bannerText}>{name}</span>
      )}
    </picture>
  );
  const label = t('banner', { name });

  if (target.kind === 'internal') {
    return (
      <Link to={target.path} className={styles.banner} data-banner={banner.id} aria-label={label}>
        {picture}
      </Link>
    );
  }
  return (
    <a
      href={target.url}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.banner}
      data-banner={banner.id}
      aria-label={`${label} ${t('newTab')}`}
    >
      {picture}
    </a>
  );
});
