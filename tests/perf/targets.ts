import { CAMPAIGNS_PAGE, ENTRAR_PAGE, HOME_PAGE } from './pairs.ts';
import { pageOf, type AppSummary, type PageSummary } from './summary.ts';

export interface TargetCheck {
  target: string;
  measured: string;
  /** null when it could not be measured (n/a). */
  holds: boolean | null;
}

// Issue 19's targets, on Lighthouse's mobile preset; kB are 1000 bytes of gzip level 9, as
// `pnpm size` counts them.
const ENTRAR_JS_LIMIT_KB = 140;
const ENTRAR_REQUESTS_LIMIT = 15;
const HOME_TBT_LIMIT_MS = 200;
const ANY_TBT_LIMIT_MS = 300;
const SCORE_FLOOR = 90;
const FLOOR_FCP_FACTOR = 1.3;
const CLS_LIMIT = 0.02;
// SPEC §9's 200 ms debounce lets at most this many searches through 10 keys at 50 ms.
const SEARCH_REQUESTS_LIMIT = 2;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function check(
  target: string,
  value: number | null | undefined,
  holds: (value: number) => boolean,
  format: (value: number) => string = String,
): TargetCheck {
  return typeof value === 'number'
    ? { target, measured: format(value), holds: holds(value) }
    : { target, measured: 'n/a', holds: null };
}

function compare(
  target: string,
  ours: number | null | undefined,
  theirs: number | null | undefined,
  holds: (ours: number, theirs: number) => boolean,
  format: (value: number) => string,
): TargetCheck {
  if (typeof ours !== 'number' || typeof theirs !== 'number')
    return { target, measured: 'n/a', holds: null };
  return {
    target,
    measured: `${format(ours)} vs ${format(theirs)}`,
    holds: holds(ours, theirs),
  };
}

/** Issue 19's targets for Clube, against the reference and the floor page when measured. */
export function checkTargets(
  clube: AppSummary,
  reference: AppSummary | null,
  floor: AppSummary | null,
): TargetCheck[] {
  const mobile = (app: AppSummary | null, name: string): PageSummary | undefined =>
    app ? pageOf(app, 'mobile', name) : undefined;
  const entrar = mobile(clube, ENTRAR_PAGE);
  const checks: TargetCheck[] = [
    check(
      `Entrar JS ≤ ${ENTRAR_JS_LIMIT_KB} kB gzip`,
      entrar?.jsGzipBytes,
      (bytes) => bytes <= ENTRAR_JS_LIMIT_KB * 1000,
      kB,
    ),
    check(
      `Entrar requests before interactive ≤ ${ENTRAR_REQUESTS_LIMIT}`,
      entrar?.requestsBeforeInteractive,
      (count) => count <= ENTRAR_REQUESTS_LIMIT,
    ),
    check(
      `Home TBT ≤ ${HOME_TBT_LIMIT_MS} ms`,
      mobile(clube, HOME_PAGE)?.tbtMs,
      (value) => value <= HOME_TBT_LIMIT_MS,
      ms,
    ),
  ];
  for (const name of [HOME_PAGE, CAMPAIGNS_PAGE]) {
    checks.push(
      check(
        `${name} Lighthouse ≥ ${SCORE_FLOOR}`,
        mobile(clube, name)?.score,
        (score) => score >= SCORE_FLOOR,
      ),
    );
  }
  for (const page of clube.pages.filter((candidate) => candidate.preset === 'mobile')) {
    checks.push(
      check(
        `${page.name} TBT ≤ ${ANY_TBT_LIMIT_MS} ms`,
        page.tbtMs,
        (value) => value <= ANY_TBT_LIMIT_MS,
        ms,
      ),
      check(
        `${page.name} CLS ≤ ${CLS_LIMIT}`,
        page.cls,
        (value) => value <= CLS_LIMIT,
        (value) => value.toFixed(3),
      ),
    );
  }
  const requests = clube.interactions?.searchRequests;
  checks.push(
    check(
      `search requests while typing ≤ ${SEARCH_REQUESTS_LIMIT}`,
      requests,
      (count) => count <= SEARCH_REQUESTS_LIMIT,
    ),
  );
  if (reference) {
    for (const theirs of reference.pages.filter((page) => page.preset === 'mobile')) {
      const ours = mobile(clube, theirs.name);
      checks.push(
        compare(
          `${theirs.name} Lighthouse ≥ reference ${theirs.path}`,
          ours?.score,
          theirs.score,
          (a, b) => a >= b,
          String,
        ),
        compare(
          `${theirs.name} FCP ≤ reference ${theirs.path}`,
          ours?.fcpMs,
          theirs.fcpMs,
          (a, b) => a <= b,
          ms,
        ),
      );
    }
  }
  if (floor) {
    checks.push(
      compare(
        `Entrar FCP ≤ ${FLOOR_FCP_FACTOR} × floor page`,
        entrar?.fcpMs,
        mobile(floor, ENTRAR_PAGE)?.fcpMs,
        (a, b) => a <= FLOOR_FCP_FACTOR * b,
        ms,
      ),
    );
  }
  return checks;
}
