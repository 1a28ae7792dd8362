import type { HomeShelf } from '@clube/core/home';
import type { ShelfPartner } from '@clube/core/partners';
import { truncatePartnerName } from '@clube/core/shared';
import { memo, startTransition, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from '../../router/index.ts';
import { href } from '../../runtime/route-href.ts';
import { ROUTE_LINK, useRouteLinkClicks } from '../../runtime/route-link-clicks.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import * as styles from './home.css.ts';
import { homeTexts } from './home.texts.ts';

/** Where a partner of a shelf leads: its award, or the campaign list of that partner. */
function partnerHref(shelf: HomeShelf, partner: ShelfPartner): string {
  return shelf.kind === 'awards'
    ? href(routes.awardDetail, { partnerSlug: partner.slug })
    : href(routes.campaigns, {}, { partner: partner.slug });
}

/** "See all" of a shelf: its category's campaigns, the highlights, every offer or the awards. */
function seeAllHref(shelf: HomeShelf): string {
  if (shelf.kind === 'awards') return href(routes.awards);
  if (shelf.kind === 'highlights') return href(routes.campaigns, {}, { highlight: true });
  return href(routes.campaigns, {}, shelf.category ? { category: shelf.category } : {});
}

/**
 * Partners a row shows without scrolling at the page's widest (1200 px, tiles of 120 px and
 * 16 px gaps): a row with more scrolls on every screen, so its arrows are drawn from the first
 * render, and the first measure finds nothing to change (no second render of the shelf).
 */
const TILES_THAT_FIT = 8;

/** How much of an end tile must show for the row to count as scrolled to that end. */
const END_TILE_SHOWN = 0.98;

/**
 * Whether the row can scroll back and forward (the desktop arrows are off at its ends): its
 * first and last tiles, watched by an IntersectionObserver on the row. Reading the row's scroll
 * position and widths on each scroll event instead made the browser lay the page out inside
 * the event (an 11 ms task at Home's load in one trace); the observer reports after layout.
 * Without an observer (an old browser), the arrows stay as first drawn and the row scrolls.
 */
function useScrollEnds(
  rowRef: RefObject<HTMLUListElement | null>,
  /** The row's partners: new ones are new first and last tiles to watch. */
  partners: readonly ShelfPartner[],
): { start: boolean; end: boolean } {
  const [ends, setEnds] = useState(() => ({
    start: true,
    end: partners.length <= TILES_THAT_FIT,
  }));
  useEffect(() => {
    const row = rowRef.current;
    const first = row?.firstElementChild;
    const last = row?.lastElementChild;
    if (!row || !first || !last || typeof IntersectionObserver === 'undefined') return undefined;
    const shown = new Map<Element, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          shown.set(entry.target, entry.intersectionRatio >= END_TILE_SHOWN);
        const start = shown.get(first) ?? true;
        const end = shown.get(last) ?? false;
        // A transition: the arrows' state is not urgent, and the shelf renders in slices.
        startTransition(() =>
          setEnds((now) => (now.start === start && now.end === end ? now : { start, end })),
        );
      },
      { root: row, threshold: [0, END_TILE_SHOWN] },
    );
    observer.observe(first);
    if (last !== first) observer.observe(last);
    return () => observer.disconnect();
  }, [rowRef, partners]);
  return ends;
}

/**
 * One shelf of the home: its name, "see all", and its partners in a row that scrolls sideways
 * (swipe on phones; arrows on desktop; every logo is a link, so Tab reaches each).
 */
export function PartnerShelf({
  shelf,
  name,
  first,
}: {
  shelf: HomeShelf;
  /** The shelf's name, translated. */
  name: string;
  /** The first shelf is near the top: its first logo is fetched first. */
  first: boolean;
}) {
  const t = useTexts(homeTexts);
  const headingId = useId();
  const rowId = useId();
  // A ref, not state: holding the row in state would render the shelf once more on mount.
  const rowRef = useRef<HTMLUListElement | null>(null);
  const ends = useScrollEnds(rowRef, shelf.partners);
  const followLink = useRouteLinkClicks();
  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.8 });
  };

  return (
    <section className={styles.section} aria-labelledby={headingId} data-shelf={shelf.slug}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {name}
        </h2>
        <div className={styles.sectionActions}>
          {ends.start && ends.end ? null : (
            <>
              <button
                type="button"
                className={styles.scrollButton}
                aria-controls={rowId}
                aria-label={t('scrollBack', { shelf: name })}
                // aria-disabled, not disabled: a button that reaches the end keeps the focus.
                aria-disabled={ends.start}
                onClick={() => scroll(-1)}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className={styles.scrollButton}
                aria-controls={rowId}
                aria-label={t('scrollForward', { shelf: name })}
                aria-disabled={ends.end}
                onClick={() => scroll(1)}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
          <Link
            className={styles.seeAll}
            to={seeAllHref(shelf)}
            aria-label={t('seeAllOf', { shelf: name })}
          >
            {t('seeAll')}
          </Link>
        </div>
      </div>
      {/* The links are the controls: Enter on a focused one is a click, which reaches the row. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- see above */}
      <ul id={rowId} ref={rowRef} className={styles.row} onClick={followLink}>
        {shelf.partners.map((partner, index) => (
          <li key={partner.slug}>
            <PartnerTile
              partner={partner}
              to={partnerHref(shelf, partner)}
              first={first && index === 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

// Memoised: a shelf renders again when its row's scroll ends are measured (after layout);
// its tiles, whose partner, link and priority are unchanged, need not.
const PartnerTile = memo(function PartnerTile({
  partner,
  to,
  first,
}: {
  partner: ShelfPartner;
  to: string;
  /** The page's first logo: fetched at once and first; the others when they come near. */
  first: boolean;
}) {
  // SPEC §9 cuts the name at 13 characters; a cut after a space keeps '...' on its word's line.
  const shown = truncatePartnerName(partner.name).replace(/\s+\.\.\.$/, '\u00a0...');
  return (
    // The full name is the link's name; the tile shows it cut at 13 characters (SPEC §9).
    // A plain link: the row's one click handler navigates (useRouteLinkClicks).
    <a
      className={styles.partnerLink}
      href={to}
      {...{ [ROUTE_LINK]: '' }}
      aria-label={partner.name}
      title={partner.name}
    >
      {partner.logo ? (
        <img
          className={styles.partnerLogo}
          src={partner.logo}
          alt=""
          width={styles.LOGO_PX.desktop}
          height={styles.LOGO_PX.desktop}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <span className={styles.partnerInitial} aria-hidden="true">
          {[...partner.name][0]?.toUpperCase()}
        </span>
      )}
      <span className={styles.partnerName} aria-hidden="true">
        {shown}
      </span>
    </a>
  );
});

/**
 * A shelf that has not mounted yet (below the fold): its region and name, so that headings,
 * find-in-page and "scroll to the shelf" reach it; its partners come as it nears the viewport.
 */
export function ShelfPlaceholder({ shelf, name }: { shelf: HomeShelf; name: string }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-shelf={shelf.slug}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {name}
        </h2>
      </div>
    </section>
  );
}

const SKELETON_TILES = 10;

/** A shelf while the shelves load: the heading's and the tiles' room, nothing to read. */
export function ShelfSkeleton() {
  return (
    <div className={styles.section} aria-hidden="true">
      <div className={styles.sectionHeader}>
        <Skeleton width="12rem" height="1.25rem" />
      </div>
      <div className={styles.skeletonRow}>
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <span key={index} className={styles.partnerSkeleton}>
            <span className={styles.logoSkeleton}>
              <Skeleton variant="box" height="100%" />
            </span>
            <Skeleton width="80%" />
          </span>
        ))}
      </div>
    </div>
  );
}
