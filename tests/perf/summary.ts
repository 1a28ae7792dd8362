import type { InteractionSample } from './interactions.ts';
import type { LighthousePreset, LighthouseSample } from './lighthouse-page.ts';
import { median } from './median.ts';
import type { PassSample } from './playwright-pass.ts';

/** One page of an app as measured: its path there and the pair (page name) it belongs to. */
export interface MeasuredPage {
  path: string;
  name: string;
  signedIn: boolean;
}

/** Every sample one app gave, as collected. */
export interface AppSamples {
  app: string;
  origin: string;
  pages: MeasuredPage[];
  /** Lighthouse samples by `sampleKey(preset, path)`. */
  lighthouse: Record<string, LighthouseSample[]>;
  /** Lighthouse samples lost after every retry failed. */
  failedRuns: number;
  passes: PassSample[];
}

export const sampleKey = (preset: LighthousePreset, path: string) => `${preset} ${path}`;

export interface PageSummary {
  path: string;
  name: string;
  preset: LighthousePreset;
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  /** Which elements were the largest paint, with how many runs each ("'Olá' 3/5, …"). */
  lcpElements: string | null;
  tbtMs: number | null;
  cls: number | null;
  requests: number | null;
  scriptRequests: number | null;
  mainThreadMs: number | null;
  jsTransferBytes: number | null;
  jsGzipBytes: number | null;
  requestsBeforeInteractive: number | null;
  runs: number;
}

export type InteractionSummary = { [K in keyof InteractionSample]: number | null };

export interface AppSummary {
  app: string;
  origin: string;
  pages: PageSummary[];
  interactions: InteractionSummary | null;
}

const INTERACTION_KEYS: (keyof InteractionSample)[] = [
  'likeMs',
  'favoriteMs',
  'searchTypingMs',
  'searchRequests',
  'loadMoreMs',
  'pagingFrameMs',
  'pagesLoaded',
  'heapBytes',
];

/** How often each value came up, most frequent first: "'a' 3/5, 'b' 2/5"; null for no runs. */
function tally(values: (string | null)[]): string | null {
  if (values.length === 0) return null;
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value ?? '?', (counts.get(value ?? '?') ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([value, count]) => `'${value}' ${count}/${values.length}`)
    .join(', ');
}

/** Medians of every metric, page by page and preset by preset, and of the interaction passes. */
export function summarize(samples: AppSamples, presets: LighthousePreset[]): AppSummary {
  const pages = presets.flatMap((preset) =>
    samples.pages.map(({ path, name }): PageSummary => {
      const runs = samples.lighthouse[sampleKey(preset, path)] ?? [];
      const of = (metric: keyof Omit<LighthouseSample, 'finalUrl' | 'lcpElement'>) =>
        median(runs.map((run) => run[metric]));
      return {
        path,
        name,
        preset,
        score: of('score'),
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        lcpElements: tally(runs.map((run) => run.lcpElement)),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        requests: of('requests'),
        scriptRequests: of('scriptRequests'),
        mainThreadMs: of('mainThreadMs'),
        jsTransferBytes: of('jsTransferBytes'),
        jsGzipBytes: median(
          samples.passes.map((pass) => pass.firstLoads[path]?.jsGzipBytes ?? null),
        ),
        requestsBeforeInteractive: median(
          samples.passes.map((pass) => pass.firstLoads[path]?.requestsBeforeInteractive ?? null),
        ),
        runs: runs.length,
      };
    }),
  );
  const interactions =
    samples.passes.length === 0
      ? null
      : (Object.fromEntries(
          INTERACTION_KEYS.map((key) => [
            key,
            median(samples.passes.map((pass) => pass.interactions[key])),
          ]),
        ) as InteractionSummary);
  return { app: samples.app, origin: samples.origin, pages, interactions };
}

/** An app's page of a pair under a preset, if it was measured. */
export function pageOf(
  app: AppSummary | undefined,
  preset: LighthousePreset,
  name: string,
): PageSummary | undefined {
  return app?.pages.find((page) => page.preset === preset && page.name === name);
}
