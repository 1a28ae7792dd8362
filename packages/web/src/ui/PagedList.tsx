import type { PagedListApi } from '@clube/core/paging';
import { isOfflineError } from '@clube/core/shared';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { Button } from './Button.tsx';
import { EmptyState, type EmptyStateCharacter } from './EmptyState.tsx';
import { Skeleton } from './Skeleton.tsx';
import * as styles from './paged-list.css.ts';
import { viewportWidth } from './viewport-width.ts';

/** Past this many items the list renders only the rows near the viewport (DESIGN.md). */
export const PAGED_LIST_WINDOWING_FROM = 150;

/** How far below the viewport the end of the list starts the next page. */
const SENTINEL_MARGIN_PX = 600;
/** Rows rendered above and below the viewport when windowed. */
const OVERSCAN_ROWS = 3;

export interface PagedListEmpty {
  /** One of SPEC §9's characters. */
  character: EmptyStateCharacter;
  title: string;
  text?: string;
  /** A way out (e.g. a button back to the campaigns). */
  action?: ReactNode;
}

export interface PagedListProps<T, Q> {
  /** The list as `connectPagedList` gives it. */
  list: PagedListApi<T, Q>;
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's accessible name (e.g. 'Campanhas'). */
  label: string;
  /** What an empty list shows; texts already translated. */
  empty: PagedListEmpty;
  /** The narrowest a card may be, in px: as many columns as fit. 0 or absent: one column. */
  minItemWidth?: number;
  /** A likely item height in px, for the rows not measured yet (windowed rendering). */
  estimateItemHeight?: number;
  /** One loading card. The kit's card skeleton by default. */
  skeleton?: () => ReactNode;
  /**
   * Something to show after an item (a campaign list's banner after every third): it takes the
   * whole width, below the row that holds the item. Nothing (null, undefined, false, '') for none.
   */
  between?: (index: number) => ReactNode;
  /**
   * At most this many columns, however wide the list (a campaign list with banners keeps 3, so
   * that a banner comes after every 3 campaigns at every width).
   */
  maxColumns?: number;
  /** The empty state's heading level in the page's outline (2 by default). */
  headingLevel?: 2 | 3 | 4;
}

/** How many cards of at least `minItemWidth` fit in `width`, with the list's gap between. */
export function columnsFor(width: number, minItemWidth: number): number {
  if (minItemWidth <= 0 || width <= 0) return 1;
  const gap = styles.PAGED_LIST_GAP_PX;
  return Math.max(1, Math.floor((width + gap) / (minItemWidth + gap)));
}

interface Row {
  key: string;
  /** Index of the row's first item. */
  start: number;
  /** Index after the row's last item. */
  end: number;
}

/**
 * The items in rows of `columns`; a row also ends after an item that something follows
 * (`endsRow`), so that what follows comes right after that item, never after later ones.
 */
export function rowsOf<T>(
  items: readonly T[],
  columns: number,
  keyOf: (item: T) => string,
  endsRow: (index: number) => boolean = () => false,
): Row[] {
  const rows: Row[] = [];
  let start = 0;
  while (start < items.length) {
    let end = Math.min(items.length, start + columns);
    for (let index = start; index < end - 1; index += 1) {
      if (endsRow(index)) {
        end = index + 1;
        break;
      }
    }
    rows.push({ key: keyOf(items[start] as T), start, end });
    start = end;
  }
  return rows;
}

/**
 * The list's width in columns, followed as the element resizes. The width is read only when the
 * ResizeObserver reports (the layout is fresh then): reading it on every render made the browser
 * lay the page out again in each one. The element comes as a ref: held in state, its arrival
 * rendered the whole list once more, synchronously, as it mounted.
 */
function useColumns(ref: RefObject<HTMLElement | null>, minItemWidth: number): number {
  const measured = useRef<number | null>(null);
  const subscribe = useCallback(
    (notify: () => void) => {
      const element = ref.current;
      if (!element || typeof ResizeObserver === 'undefined') return () => undefined;
      const observer = new ResizeObserver(() => {
        measured.current = element.clientWidth;
        notify();
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [ref],
  );
  const columns = useCallback(() => {
    // Until the ResizeObserver's first report (after the browser's own layout, before the
    // paint) the viewport's width stands in, as of the last resize: the element's width (or
    // `innerWidth`), read here in the middle of a render or of React's commit, forced a layout
    // of the whole page (≈ 150 ms at 4× CPU on Campanhas).
    const width =
      measured.current ??
      (typeof ResizeObserver === 'undefined' ? (ref.current?.clientWidth ?? 0) : viewportWidth());
    return columnsFor(width, minItemWidth);
  }, [ref, minItemWidth]);
  return useSyncExternalStore(subscribe, columns, () => 1);
}

/**
 * Where the element starts in the document (the virtualizer's `scrollMargin`): read again when
 * the page's layout changes, and only while `enabled`.
 */
function useDocumentOffset(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!ref.current || !enabled) return () => undefined;
      window.addEventListener('resize', notify);
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(notify);
      observer?.observe(document.body);
      return () => {
        window.removeEventListener('resize', notify);
        observer?.disconnect();
      };
    },
    [ref, enabled],
  );
  return useSyncExternalStore(
    subscribe,
    () => {
      const element = ref.current;
      return element && enabled
        ? Math.round(element.getBoundingClientRect().top + window.scrollY)
        : 0;
    },
    () => 0,
  );
}

/**
 * The one paged list of the web (issue 9): skeletons while page 1 loads and after the items
 * while another loads, the next page when the end of the list scrolls into view (or on "Carregar
 * mais"), the failure with a retry that keeps the loaded items, SPEC §9's empty state, and past
 * {@link PAGED_LIST_WINDOWING_FROM} items only the rows near the viewport in the DOM.
 */
export function PagedList<T, Q>({
  list,
  renderItem,
  label,
  empty,
  minItemWidth = 0,
  estimateItemHeight = 320,
  skeleton = defaultSkeleton,
  between,
  maxColumns,
  headingLevel = 2,
}: PagedListProps<T, Q>) {
  const { t } = useTranslation();
  const { items, keyOf, loading, loadingMore, hasMore, error } = list;
  const rootRef = useRef<HTMLDivElement | null>(null);
  // A ref, not state: its arrival rendered the whole list once more, synchronously. It is in the
  // page whenever `canLoadMore` holds, so the effect below finds it.
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  // Set by "Carregar mais": the index of the first item of the page asked for.
  const focusOnArrival = useRef<number | null>(null);

  const fitting = useColumns(rootRef, minItemWidth);
  const columns = maxColumns ? Math.min(fitting, maxColumns) : fitting;
  const windowed = items.length > PAGED_LIST_WINDOWING_FROM;
  const scrollMargin = useDocumentOffset(rootRef, windowed);
  const rows = rowsOf(items, columns, keyOf, (index) => hasContent(between?.(index)));
  const gridColumns = `repeat(${columns}, minmax(0, 1fr))`;

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    enabled: windowed,
    estimateSize: () => estimateItemHeight + styles.PAGED_LIST_GAP_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    getItemKey: (index) => rows[index]?.key ?? index,
    // The row holding the focus stays in the DOM, however far it scrolls.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedRow === null || focusedRow >= range.count || indexes.includes(focusedRow)) {
        return indexes;
      }
      return [...indexes, focusedRow].sort((a, b) => a - b);
    },
  });

  const canLoadMore = hasMore && !loading && !loadingMore && error === null;
  const onSentinelSeen = useEffectEvent(() => list.loadMore());
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!canLoadMore || !sentinel || typeof IntersectionObserver === 'undefined') return;
    // Once per time it comes into view; a new observer (after each page) reports at once, so a
    // page too short to push the sentinel away asks for the next one.
    let visible = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const now = entries.at(-1)?.isIntersecting ?? false;
        if (now && !visible) onSentinelSeen();
        visible = now;
      },
      { rootMargin: `0px 0px ${SENTINEL_MARGIN_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadMore]);

  // After "Carregar mais", the focus goes to the first new item (or to "Tentar novamente"), so
  // that it is never left on a button that went away.
  useEffect(() => {
    const from = focusOnArrival.current;
    const root = rootRef.current;
    if (from === null || loadingMore || !root) return;
    focusOnArrival.current = null;
    const active = document.activeElement;
    const wasOnButton =
      active === null || active === document.body || active.hasAttribute('data-load-more');
    if (!wasOnButton) return;
    const target =
      items.length > from
        ? root.querySelector<HTMLElement>(`[data-item-index="${from}"]`)
        : root.querySelector<HTMLElement>('[data-retry]');
    target?.focus();
  }, [items.length, loadingMore, error]);

  const askForMore = () => {
    if (!canLoadMore) return;
    focusOnArrival.current = items.length;
    list.loadMore();
  };

  const onListFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as Element).closest('[data-index]');
    if (row) setFocusedRow(Number(row.getAttribute('data-index')));
  };
  const onListBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) setFocusedRow(null);
  };

  const renderRow = (row: Row, rowIndex: number, start?: number) => {
    const cells: ReactNode[] = [];
    const after: ReactNode[] = [];
    for (let index = row.start; index < row.end; index += 1) {
      const item = items[index] as T;
      const key = keyOf(item);
      cells.push(
        <div
          key={key}
          role="listitem"
          className={styles.item}
          tabIndex={-1}
          data-item-index={index}
        >
          {renderItem(item, index)}
        </div>,
      );
      const extra = between?.(index);
      if (hasContent(extra)) {
        after.push(
          <div key={`between-${key}`} role="listitem" className={styles.between}>
            {extra}
          </div>,
        );
      }
    }
    return (
      <div
        key={row.key}
        data-index={rowIndex}
        ref={start === undefined ? undefined : virtualizer.measureElement}
        className={`${styles.row} ${start === undefined ? styles.skippableRow : styles.placedRow}`}
        style={{
          gridTemplateColumns: gridColumns,
          ...(start === undefined
            ? { containIntrinsicSize: `auto ${estimateItemHeight + styles.PAGED_LIST_GAP_PX}px` }
            : { transform: `translateY(${start - scrollMargin}px)` }),
        }}
      >
        {cells}
        {after}
      </div>
    );
  };

  const busy = loading || loadingMore;
  const skeletonCount = loading && items.length === 0 ? Math.max(3, columns * 2) : columns;
  const showSkeletons = (loading && items.length === 0) || loadingMore;

  return (
    <div ref={rootRef} className={styles.root} aria-busy={busy}>
      {items.length > 0 ? (
        <div
          role="list"
          aria-label={label}
          aria-busy={busy}
          className={styles.list}
          style={windowed ? { height: `${virtualizer.getTotalSize()}px` } : undefined}
          onFocus={onListFocus}
          onBlur={onListBlur}
        >
          {windowed
            ? virtualizer.getVirtualItems().map((virtual) => {
                const row = rows[virtual.index];
                return row ? renderRow(row, virtual.index, virtual.start) : null;
              })
            : rows.map((row, rowIndex) => renderRow(row, rowIndex))}
        </div>
      ) : null}

      {showSkeletons ? (
        <div
          className={styles.skeletons}
          style={{ gridTemplateColumns: gridColumns }}
          aria-hidden="true"
          data-paged-list-skeletons=""
        >
          {Array.from({ length: skeletonCount }, (_, index) => (
            <div key={index}>{skeleton()}</div>
          ))}
        </div>
      ) : null}

      {list.empty ? (
        <EmptyState
          character={empty.character}
          title={empty.title}
          description={empty.text}
          action={empty.action}
          headingLevel={headingLevel}
        />
      ) : null}

      {error ? (
        <div className={styles.failure}>
          <div role="alert">
            {isOfflineError(error) ? (
              // No connection is no fault of the club: said so, and the list asks again by
              // itself once the connection is back (the club's reconnect).
              <>
                <p className={styles.failureTitle}>{t('pagedList.offline')}</p>
                <p className={styles.failureDetail}>{t('pagedList.offlineDetail')}</p>
              </>
            ) : (
              <p className={styles.failureTitle}>{t('pagedList.failed')}</p>
            )}
            {error.kind === 'server' && error.message ? (
              <p className={styles.failureDetail}>{error.message}</p>
            ) : null}
          </div>
          <Button variant="secondary" onClick={list.retry} data-retry="">
            {t('pagedList.retry')}
          </Button>
        </div>
      ) : null}

      {hasMore && !loading && !error ? (
        <div className={styles.more}>
          <div ref={sentinelRef} className={styles.sentinel} data-paged-list-sentinel="" />
          <Button
            variant="secondary"
            onClick={askForMore}
            aria-disabled={loadingMore || undefined}
            data-load-more=""
          >
            {t('pagedList.loadMore')}
          </Button>
        </div>
      ) : null}

      <p role="status" className={styles.visuallyHidden}>
        {busy ? t('pagedList.loading') : ''}
      </p>
    </div>
  );
}

/** Whether React would draw anything for a node: null, undefined, booleans and '' draw nothing. */
function hasContent(node: ReactNode): boolean {
  return node !== null && node !== undefined && typeof node !== 'boolean' && node !== '';
}

function defaultSkeleton(): ReactNode {
  return <Skeleton variant="card" />;
}
