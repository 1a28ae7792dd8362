import type { HomeApi, HomeShelf } from '@clube/core/home';
import { setElementVars } from '@vanilla-extract/dynamic';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from '../../router/index.ts';
import { useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { OfflineNotice } from '../../offline/OfflineNotice.tsx';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import * as styles from './home.css.ts';
import { homeTexts } from './home.texts.ts';
import { NearViewport } from './NearViewport.tsx';
import { PartnerShelf, ShelfPlaceholder, ShelfSkeleton } from './PartnerShelf.tsx';
import { HOME_SHELVES_KEY } from './useHome.ts';

const SKELETON_SHELVES = 2;

/**
 * Gives the placeholders of the shelves below the fold the first shelf's height as laid out:
 * read from a ResizeObserver (its entries come after layout, so nothing is measured by force)
 * and written as a CSS variable, without a React render.
 */
function useShelfHeight(shelves: RefObject<HTMLDivElement | null>, shown: boolean): void {
  useEffect(() => {
    const container = shelves.current;
    const first = container?.firstElementChild;
    if (!container || !first || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (height) setElementVars(container, { [styles.shelfHeight]: `${height}px` });
    });
    observer.observe(first);
    return () => observer.disconnect();
  }, [shelves, shown]);
}

/**
 * The home's shelves (SPEC §2): 'Principais Parceiros' (or the main_category), the home's
 * category shelves, Destaques (highlight) and the award shelf (awards), 20 partners a shelf.
 * Skeletons while they load, a retry when they fail; empty shelves are not shown, and a home
 * with none says so.
 *
 * The first shelf renders with the page; the others mount as they come near the viewport (a
 * placeholder of their height keeps their place), or all at once when the keyboard enters the
 * shelves, so that Tab goes through every partner in order. Once the shelves are there, the
 * page can be put back where the member left it (useRestoredScroll; see HomeScreen for when).
 */
export function HomeShelves({ home }: { home: HomeApi }) {
  const t = useTexts(homeTexts);
  const say = useMessage();
  const shelfName = (shelf: HomeShelf) => shelf.name ?? (shelf.nameKey ? say(shelf.nameKey) : '');
  const container = useRef<HTMLDivElement | null>(null);
  const [keyboard, setKeyboard] = useState(false);
  useShelfHeight(container, home.shelves.length > 0);
  // The shelves are most of Home's height: once they are there, the page can be put back.
  useRestoredScroll(HOME_SHELVES_KEY, !home.loading);

  if (home.error) {
    return (
      <div className={styles.failure}>
        {home.offline ? (
          <OfflineNotice />
        ) : (
          <p role="alert" className={styles.failureText}>
            {t('shelvesFailed')}
          </p>
        )}
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
    <div ref={container} className={styles.shelves} onFocus={() => setKeyboard(true)}>
      {home.shelves.map((shelf, index) => (
        <NearViewport
          key={`${shelf.kind}:${shelf.slug}`}
          now={index === 0 || keyboard}
          placeholderClassName={styles.shelfPlaceholder}
          placeholder={<ShelfPlaceholder shelf={shelf} name={shelfName(shelf)} />}
        >
          <PartnerShelf shelf={shelf} name={shelfName(shelf)} first={index === 0} />
        </NearViewport>
      ))}
    </div>
  );
}
