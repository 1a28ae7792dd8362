import type { CompanyConfig } from '@clube/core/company';
import { connectHome, homeFlow, type HomeApi } from '@clube/core/home';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useClub } from '../../runtime/club-context.tsx';
import { useCachedFlow, useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import * as styles from './home.css.ts';
import { homeTexts } from './home.texts.ts';
import { PartnerShelf, ShelfSkeleton } from './PartnerShelf.tsx';

const SKELETON_SHELVES = 2;

/** The flow cache's key of Home's shelves, and of Home's scroll position. */
export const HOME_SHELVES_KEY = 'home:shelves';

/**
 * The home's shelves (SPEC §2): 'Principais Parceiros' (or the main_category), the home's
 * category shelves, Destaques (highlight) and the award shelf (awards), 20 partners a shelf.
 * Skeletons while they load, a retry when they fail; empty shelves are not shown, and a home
 * with none says so.
 *
 * The shelves stay loaded in the flow cache, so that "back" to Home finds them at once and puts
 * the page where the member left it (useRestoredScroll; see HomeScreen for when).
 */
export function HomeShelves({ config }: { config: CompanyConfig }) {
  const club = useClub();
  const t = useTexts(homeTexts);
  const say = useMessage();
  const connect = useCallback(
    (snapshot: Parameters<typeof connectHome>[0], send: Parameters<typeof connectHome>[1]) =>
      connectHome(snapshot, send, config),
    [config],
  );
  const home: HomeApi = useFlowApi(
    useCachedFlow(HOME_SHELVES_KEY, () => homeFlow(club)),
    connect,
  );
  // The shelves are most of Home's height: once they are there, the page can be put back.
  useRestoredScroll(HOME_SHELVES_KEY, !home.loading);

  if (home.error) {
    return (
      <div className={styles.failure}>
        <p role="alert" className={styles.failureText}>
          {t('shelvesFailed')}
        </p>
        <Button variant="secondary" onClick={home.retry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (home.loading) {
    return (
      <div className={styles.shelves} aria-busy="true" data-testid="shelves-loading">
        <span className={styles.visuallyHidden}>{t('loading')}</span>
        {Array.from({ length: SKELETON_SHELVES }, (_, index) => (
          <ShelfSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (home.shelves.length === 0) {
    return (
      <EmptyState
        character="searching"
        title={t('emptyTitle')}
        description={t('emptyText')}
        action={
          <Link className={styles.seeAll} to={href(routes.campaigns)}>
            {t('allOffers')}
          </Link>
        }
      />
    );
  }
  return (
    <div className={styles.shelves}>
      {home.shelves.map((shelf, index) => (
        <PartnerShelf
          key={`${shelf.kind}:${shelf.slug}`}
          shelf={shelf}
          name={shelf.name ?? (shelf.nameKey ? say(shelf.nameKey) : '')}
          eager={index === 0}
        />
      ))}
    </div>
  );
}
