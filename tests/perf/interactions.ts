import type { CDPSession, Locator, Page } from '@playwright/test';
import { resetWorstFrame, worstEventDuring, worstFrameSinceReset } from './event-timing.ts';
import { tapAt, tapPoint } from './tap.ts';

/** What one Playwright pass measured; null where the control or page is not there (n/a). */
export interface InteractionSample {
  likeMs: number | null;
  favoriteMs: number | null;
  searchTypingMs: number | null;
  /** Requests to the search endpoint while typing SEARCH_TEXT, one key every 50 ms. */
  searchRequests: number | null;
  /**
   * The worst tap on "load more"; null when the list has no such button, or when it paged by
   * itself each time before the button could be tapped (its end came near as it scrolled).
   */
  loadMoreMs: number | null;
  /**
   * The longest animation frame while a member flings down the list page after page (Long
   * Animation Frames, ≥ 50 ms, else 0): the stutter they see, with no tap in it.
   */
  pagingFrameMs: number | null;
  /** Pages the list loaded beyond the first (at most MAX_PAGES). */
  pagesLoaded: number | null;
  /** Used JS heap after paging and a forced GC. */
  heapBytes: number | null;
}

/** Where an app's controls are: paths, null when the app has no such page. */
export interface InteractionPages {
  search: string;
  detail: string | null;
  list: string | null;
}

export const SEARCH_TEXT = 'cafe do ce';
const KEY_DELAY_MS = 50;
const MAX_PAGES = 50;
const SEARCH_ENDPOINT = '/clube/v1/search';
const FIND_TIMEOUT_MS = 5_000;
// How long a paging step may take to ask the API for the next page.
const PAGE_WAIT_MS = 3_000;
/** How long a "load more" click may wait for its button to be clickable. */
const CLICK_WAIT_MS = 3_000;
/**
 * Flings in a row that bring no page before the list counts as ended: one alone may find the end
 * already in view and asking, or its observer not yet told.
 */
const IDLE_FLINGS = 2;
/** After a fling, how long a list may take to ask for its next page. */
const PAGE_ASK_MS = 500;
/** After a page's answer, until its frames have been drawn and reported. */
const FRAME_SETTLE_MS = 300;
// Accessible names, Portuguese first (the app) then English (a reference app may be either).
const SEARCH_NAME = /buscar|busque|pesquis|search/i;
const LIKE_NAME = /curt|like/i;
const FAVORITE_NAME = /favorit/i;
const LOAD_MORE_NAME = /carregar mais|ver mais|mostrar mais|mais ofertas|load more|show more/i;

/** The first visible match, or null when none shows up within FIND_TIMEOUT_MS. */
async function findVisible(locator: Locator): Promise<Locator | null> {
  const first = locator.first();
  try {
    await first.waitFor({ state: 'visible', timeout: FIND_TIMEOUT_MS });
    return first;
  } catch {
    return null;
  }
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function measureSearch(
  page: Page,
  path: string,
): Promise<Pick<InteractionSample, 'searchTypingMs' | 'searchRequests'>> {
  await open(page, path);
  const box = await findVisible(
    page.getByRole('combobox', { name: SEARCH_NAME }).or(page.getByRole('searchbox')),
  );
  if (!box) return { searchTypingMs: null, searchRequests: null };
  let requests = 0;
  const count = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === SEARCH_ENDPOINT) requests += 1;
  };
  const focusPoint = await tapPoint(box);
  page.on('request', count);
  // The settle time covers the 200 ms debounce and the answer of the last request.
  const searchTypingMs = await worstEventDuring(
    page,
    async () => {
      await tapAt(page, focusPoint);
      // Raw keys into the focused box: `box.pressSequentially` would find the box by its role
      // again in the page (Playwright's selector engine, between the keys being timed).
      await page.keyboard.type(SEARCH_TEXT, { delay: KEY_DELAY_MS });
    },
    1_500,
  );
  page.off('request', count);
  return { searchTypingMs, searchRequests: requests };
}

/** Clicks a toggle twice (on, then back off, so the seed stays as it was): the worse of both. */
async function measureToggle(page: Page, name: RegExp): Promise<number | null> {
  const button = await findVisible(page.getByRole('button', { name }));
  if (!button) return null;
  const point = await tapPoint(button);
  const first = await worstEventDuring(page, () => tapAt(page, point));
  const second = await worstEventDuring(page, () => tapAt(page, point));
  return Math.max(first, second);
}

/**
 * Pages through the list: clicks its "load more" button when it has one, else scrolls to the
 * bottom (infinite scroll); stops when a step fetches nothing from the API. Only clicks have
 * an Event Timing entry (scrolling has none), so latency is n/a for a scrolling list.
 */
async function measurePaging(
  page: Page,
  path: string,
  cdp: CDPSession,
): Promise<Pick<InteractionSample, 'loadMoreMs' | 'pagesLoaded' | 'heapBytes'>> {
  await open(page, path);
  const isApi = (request: { url(): string }) =>
    new URL(request.url()).pathname.startsWith('/clube/v1/');
  let pagesLoaded = 0;
  let worstClick: number | null = null;
  for (let step = 0; step < MAX_PAGES; step++) {
    const fetched = page.waitForRequest(isApi, { timeout: PAGE_WAIT_MS }).catch(() => null);
    const button = page.getByRole('button', { name: LOAD_MORE_NAME }).first();
    if (await button.isVisible()) {
      // A list that also pages by its end coming into view may take the step itself (the button
      // goes busy or away): then that step has no click to time, and its request still counts.
      const ms = await tapPoint(button, CLICK_WAIT_MS)
        .then((point) => worstEventDuring(page, () => tapAt(page, point)))
        .catch(() => null);
      if (ms !== null) worstClick = Math.max(worstClick ?? 0, ms);
    } else {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    }
    const request = await fetched;
    if (!request) break;
    await request.response();
    await page.waitForLoadState('networkidle');
    pagesLoaded += 1;
  }
  if (pagesLoaded === 0) return { loadMoreMs: null, pagesLoaded: null, heapBytes: null };
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  return { loadMoreMs: worstClick, pagesLoaded, heapBytes: heap.usedSize };
}

/**
 * The longest animation frame while a member flings down the list to its end, again and again,
 * until no new page comes (at most MAX_PAGES); null when the list never pages. Plain scrolling
 * only: Playwright's checks before a tap run in the page and would count among the frames.
 */
async function measurePagingFrames(page: Page, path: string): Promise<number | null> {
  await open(page, path);
  let requests = 0;
  const count = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/clube/v1/')) requests += 1;
  };
  page.on('request', count);
  let worstFrame: number | null = null;
  let idleFlings = 0;
  for (let step = 0; step < MAX_PAGES && idleFlings < IDLE_FLINGS; step++) {
    const before = requests;
    await resetWorstFrame(page);
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    // A list asks for its next page when its end comes near (or at once, when the page it just
    // drew left its end in view): whatever the fling set off, until the network is quiet.
    await page.waitForTimeout(PAGE_ASK_MS);
    await page.waitForLoadState('networkidle');
    if (requests === before) {
      idleFlings += 1;
      continue;
    }
    idleFlings = 0;
    // The page's frames are reported after they are drawn.
    await page.waitForTimeout(FRAME_SETTLE_MS);
    worstFrame = Math.max(worstFrame ?? 0, await worstFrameSinceReset(page));
  }
  page.off('request', count);
  return worstFrame;
}

/** One pass over an app's interactions, in a page throttled by the caller. */
export async function measureInteractions(
  page: Page,
  cdp: CDPSession,
  pages: InteractionPages,
): Promise<InteractionSample> {
  const search = await measureSearch(page, pages.search);
  let likeMs: number | null = null;
  let favoriteMs: number | null = null;
  if (pages.detail) {
    await open(page, pages.detail);
    likeMs = await measureToggle(page, LIKE_NAME);
    favoriteMs = await measureToggle(page, FAVORITE_NAME);
  }
  const paging = pages.list
    ? await measurePaging(page, pages.list, cdp)
    : { loadMoreMs: null, pagesLoaded: null, heapBytes: null };
  const pagingFrameMs = pages.list ? await measurePagingFrames(page, pages.list) : null;
  return { likeMs, favoriteMs, ...search, ...paging, pagingFrameMs };
}
