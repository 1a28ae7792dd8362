import type { InteractionSample } from './interactions.ts';
import type { LighthouseSample } from './lighthouse-page.ts';
import { median } from './median.ts';
import type { PassSample } from './playwright-pass.ts';

/** Every sample one app gave, as collected. */
export interface AppSamples {
  app: string;
  origin: string;
  /** Pages in the order measured, each with a short name for the table. */
  pages: { path: string; name: string }[];
  lighthouse: Record<string, LighthouseSample[]>;
  /** Lighthouse samples lost after every retry failed. */
  failedRuns: number;
  passes: PassSample[];
}

export interface PageSummary {
  path: string;
  name: string;
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsTransferBytes: number | null;
  jsGzipBytes: number | null;
  runs: number;
}

export type InteractionSummary = { [K in keyof InteractionSample]: number | null };

export interface AppSummary {
  app: string;
  origin: string;
  pages: PageSummary[];
  interactions: InteractionSummary;
}

const INTERACTION_KEYS: (keyof InteractionSample)[] = [
  'likeMs',
  'favoriteMs',
  'searchTypingMs',
  'searchRequests',
  'loadMoreMs',
  'pagesLoaded',
  'heapBytes',
];

/** Medians of every metric, page by page, and of the interaction passes. */
export function summarize(samples: AppSamples): AppSummary {
  const pages = samples.pages.map(({ path, name }): PageSummary => {
    const runs = samples.lighthouse[path] ?? [];
    const of = (metric: keyof Omit<LighthouseSample, 'finalUrl'>) =>
      median(runs.map((run) => run[metric]));
    return {
      path,
      name,
      score: of('score'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
      jsTransferBytes: of('jsTransferBytes'),
      jsGzipBytes: median(samples.passes.map((pass) => pass.jsGzipBytes[path] ?? null)),
      runs: runs.length,
    };
  });
  const interactions = Object.fromEntries(
    INTERACTION_KEYS.map((key) => [
      key,
      median(samples.passes.map((pass) => pass.interactions[key])),
    ]),
  ) as InteractionSummary;
  return { app: samples.app, origin: samples.origin, pages, interactions };
}
