import { connectNearby, nearbyFlow } from '@clube/core/campaigns';
import { Link } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { href } from '../../runtime/route-href.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { OfflineNotice } from '../../offline/OfflineNotice.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import * as styles from './nearby.css.ts';
import { nearbyTexts } from './nearby.texts.ts';

const SKELETON_CARDS = 6;

/**
 * Próximos a você (SPEC §2, with has_geolocation_access: the route's gate): asks the browser
 * where the member is, then lists the partners near that point, nearest first, each with its
 * distance in km (decimal comma) and leading to the campaign list of that partner. A refused
 * location is explained, with a way to try again once it is allowed.
 */
export default function NearbyScreen() {
  const club = useClub();
  const t = useTexts(nearbyTexts);
  const nearby = useFlowApi(
    useFlow(() => nearbyFlow(club)),
    connectNearby,
  );
  const busy = nearby.locating || nearby.loading;
  const offers = (
    <Link className={styles.action} to={href(routes.campaigns)}>
      {t('allOffers')}
    </Link>
  );

  return (
    <RoutePage titleKey="routes.nearby">
      <p className={styles.intro}>{t('intro')}</p>
      <p role="status" className={busy ? styles.status : styles.visuallyHidden}>
        {nearby.locating ? t('locating') : nearby.loading ? t('loading') : ''}
      </p>

      {busy ? (
        <ul className={styles.list} aria-hidden="true" data-testid="nearby-loading">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className={styles.skeletonCard}>
              <span className={styles.logo}>
                <Skeleton variant="box" height="100%" />
              </span>
              <span className={styles.skeletonText}>
                <Skeleton width="70%" />
                <Skeleton width="30%" />
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      {nearby.refused ? (
        <EmptyState
          character="searching"
          title={t('refusedTitle')}
          description={t('refusedText')}
          action={
            <Button variant="primary" onClick={nearby.retry}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}

      {nearby.error ? (
        <div className={styles.failure}>
          {nearby.offline ? (
            <OfflineNotice />
          ) : (
            <p role="alert" className={styles.failureText}>
              {t('failed')}
            </p>
          )}
          <Button variant="secondary" onClick={nearby.retry}>
            {t('retry')}
          </Button>
        </div>
      ) : null}

      {nearby.empty ? (
        <EmptyState
          character="sad"
          title={t('emptyTitle')}
          description={t('emptyText')}
          action={offers}
        />
      ) : null}

      {nearby.partners.length > 0 ? (
        <ul className={styles.list} aria-label={t('list')}>
          {nearby.partners.map((partner) => (
            <li key={partner.slug}>
              <Link
                className={styles.card}
                to={href(routes.campaigns, {}, { partner: partner.slug })}
              >
                {partner.logo ? (
                  <img
                    className={styles.logo}
                    src={partner.logo}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={styles.initial} aria-hidden="true">
                    {[...partner.name][0]?.toUpperCase()}
                  </span>
                )}
                <span className={styles.text}>
                  <span className={styles.name}>{partner.name}</span>
                  {partner.categories[0]?.name ? (
                    <span className={styles.category}>{partner.categories[0].name}</span>
                  ) : null}
                </span>
                {partner.distanceText ? (
                  <span className={styles.distance}>
                    <span aria-hidden="true">{partner.distanceText}</span>
                    <span className={styles.visuallyHidden}>
                      {t('distance', { distance: partner.distanceText })}
                    </span>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </RoutePage>
  );
}
