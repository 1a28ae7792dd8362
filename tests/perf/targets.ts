import type { AppSummary } from './summary.ts';

export interface TargetCheck {
  target: string;
  measured: string;
  /** null when it could not be measured (n/a). */
  holds: boolean | null;
}

// Issue 14's targets; kB are 1000 bytes of gzip level 9, as `pnpm size` counts them.
const ENTRAR_JS_LIMIT_KB = 140;
const HOME_JS_LIMIT_KB = 170;
const CLS_LIMIT = 0.02;
// SPEC §9's 200 ms debounce lets at most this many searches through 10 keys at 50 ms.
const SEARCH_REQUESTS_LIMIT = 2;

export const ENTRAR_PAGE = 'Entrar';
export const HOME_PAGE = 'Home';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function jsTarget(app: AppSummary, page: string, limitKb: number): TargetCheck {
  const bytes = app.pages.find((candidate) => candidate.name === page)?.jsGzipBytes ?? null;
  return {
    target: `${page} JS ≤ ${limitKb} kB gzip`,
    measured: bytes === null ? 'n/a' : kB(bytes),
    holds: bytes === null ? null : bytes <= limitKb * 1000,
  };
}

/** Mean of the median scores over `paths`. */
function meanScore(app: AppSummary, paths: string[]): number | null {
  const scores = app.pages
    .filter((page) => paths.includes(page.path))
    .map((page) => page.score)
    .filter((score) => score !== null);
  return scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null;
}

/** Compared on the paths both apps were measured on; on each app's own pages when none. */
function scoreCheck(clube: AppSummary, reference: AppSummary): TargetCheck {
  const ours = clube.pages.map((page) => page.path);
  const theirs = reference.pages.map((page) => page.path);
  const shared = ours.filter((path) => theirs.includes(path));
  const oursMean = meanScore(clube, shared.length ? shared : ours);
  const theirsMean = meanScore(reference, shared.length ? shared : theirs);
  const measured =
    oursMean === null || theirsMean === null
      ? 'n/a'
      : `${oursMean.toFixed(0)} vs ${theirsMean.toFixed(0)}`;
  return {
    target: `Lighthouse mobile ≥ reference (${shared.length ? shared.join(' ') : 'all pages'})`,
    measured,
    holds: oursMean === null || theirsMean === null ? null : oursMean >= theirsMean,
  };
}

/** Issue 14's targets for Clube, and the comparison with the reference app when there is one. */
export function checkTargets(clube: AppSummary, reference: AppSummary | null): TargetCheck[] {
  const checks = [
    jsTarget(clube, ENTRAR_PAGE, ENTRAR_JS_LIMIT_KB),
    jsTarget(clube, HOME_PAGE, HOME_JS_LIMIT_KB),
  ];
  for (const page of clube.pages) {
    checks.push({
      target: `${page.name} CLS ≤ ${CLS_LIMIT}`,
      measured: page.cls === null ? 'n/a' : page.cls.toFixed(3),
      holds: page.cls === null ? null : page.cls <= CLS_LIMIT,
    });
  }
  const requests = clube.interactions.searchRequests;
  checks.push({
    target: `search requests while typing ≤ ${SEARCH_REQUESTS_LIMIT}`,
    measured: requests === null ? 'n/a' : String(requests),
    holds: requests === null ? null : requests <= SEARCH_REQUESTS_LIMIT,
  });
  if (reference) checks.push(scoreCheck(clube, reference));
  return checks;
}
