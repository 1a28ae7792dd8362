import { bannerTarget, type Banner } from '@clube/core/campaigns';
import type { HomeBannersApi } from '@clube/core/home';
import { Link } from '../../router/index.ts';
import { checkedImageUrl } from '../../runtime/checked-url.ts';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { OfflineNotice } from '../../offline/OfflineNotice.tsx';
import { Button } from '../../ui/Button.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import * as styles from './home.css.ts';
import { homeTexts } from './home.texts.ts';

/**
 * The home banner carousel: the banners of type 0 (they come with the shelves, see useHome),
 * each leading where SPEC §2's click targets say. While they load (or after a failure, with a
 * retry) the carousel's place is kept, so nothing below it moves; no banners, no carousel.
 */
export function HomeBanners({ banners }: { banners: HomeBannersApi }) {
  const t = useTexts(homeTexts);

  if (banners.error) {
    return (
      <div className={styles.bannerPlaceholder}>
        <div className={styles.bannerFailure}>
          {banners.offline ? (
            <OfflineNotice />
          ) : (
            <p role="alert" className={styles.failureText}>
              {t('bannersFailed')}
            </p>
          )}
          <Button variant="secondary" onClick={banners.retry}>
            {t('retry')}
          </Button>
        </div>
        <div className={styles.controlsRoom} />
      </div>
    );
  }
  if (banners.data === null) {
    return (
      <div className={styles.bannerPlaceholder} aria-busy="true" data-testid="banners-loading">
        <span className={styles.bannerSkeleton}>
          <Skeleton variant="box" height="100%" />
        </span>
        <div className={styles.controlsRoom} />
        <span className={styles.visuallyHidden}>{t('loading')}</span>
      </div>
    );
  }
  const slides = banners.data.map((banner, index) => {
    const label = banner.name?.trim() || t('banner', { index: index + 1 });
    return {
      key: banner.id,
      label,
      content: <BannerSlide banner={banner} label={label} first={index === 0} />,
    };
  });
  return <Carousel label={t('banners')} slides={slides} />;
}

function BannerSlide({ banner, label, first }: { banner: Banner; label: string; first: boolean }) {
  const t = useTexts(homeTexts);
  const target = bannerTarget(banner);
  const config = useCompanyConfig();
  const image = checkedImageUrl(banner.image, config);
  const secondary = checkedImageUrl(banner.image_secondary, config);
  const desktopImage = image ?? secondary;
  const mobileImage = secondary ?? image;
  const picture = desktopImage ? (
    <picture>
      {mobileImage ? (
        <source
          media={styles.mobileMedia}
          srcSet={mobileImage}
          width={styles.BANNER_SIZES.mobile.width}
          height={styles.BANNER_SIZES.mobile.height}
        />
      ) : null}
      <img
        className={styles.bannerImage}
        src={desktopImage}
        alt={label}
        width={styles.BANNER_SIZES.desktop.width}
        height={styles.BANNER_SIZES.desktop.height}
        // The first banner is the top of the page, fetched first; the others wait their turn.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  ) : (
    <span className={styles.bannerText}>{label}</span>
  );
  if (target.kind === 'external') {
    return (
      <a className={styles.bannerLink} href={target.url} target="_blank" rel="noopener noreferrer">
        {picture}
        <span className={styles.visuallyHidden}>{t('newTab')}</span>
      </a>
    );
  }
  return (
    <Link className={styles.bannerLink} to={target.path}>
      {picture}
    </Link>
  );
}
