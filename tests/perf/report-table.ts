import type { LighthousePreset } from './lighthouse-page.ts';
import { pageOf, type AppSummary, type InteractionSummary, type PageSummary } from './summary.ts';
import { EVENT_THRESHOLD_MS } from './event-timing.ts';
import type { TargetCheck } from './targets.ts';

type Formatter = (value: number) => string;

const ms: Formatter = (value) => `${Math.round(value)} ms`;
const kB: Formatter = (value) => `${(value / 1000).toFixed(1)} kB`;
const MiB: Formatter = (value) => `${(value / 1024 / 1024).toFixed(1)} MiB`;
const plain: Formatter = (value) => String(Math.round(value));
// 0 means every event stayed under Event Timing's reporting threshold.
const latency: Formatter = (value) => (value === 0 ? `<${EVENT_THRESHOLD_MS} ms` : ms(value));

const PAGE_METRICS: [string, keyof PageSummary, Formatter][] = [
  ['Lighthouse score', 'score', plain],
  ['FCP', 'fcpMs', ms],
  ['LCP', 'lcpMs', ms],
  ['LCP element (runs)', 'lcpElements', plain],
  ['TBT', 'tbtMs', ms],
  ['CLS', 'cls', (value) => value.toFixed(3)],
  ['requests', 'requests', plain],
  ['script requests', 'scriptRequests', plain],
  ['main thread', 'mainThreadMs', ms],
  ['JS transferred (LH)', 'jsTransferBytes', kB],
  ['JS loaded (gzip)', 'jsGzipBytes', kB],
  ['requests before interactive', 'requestsBeforeInteractive', plain],
];

/** Metrics compared as Clube ÷ reference in the pairs table. */
const RATIO_METRICS: [string, keyof PageSummary][] = [
  ['score', 'score'],
  ['FCP', 'fcpMs'],
  ['LCP', 'lcpMs'],
  ['TBT', 'tbtMs'],
  ['main thread', 'mainThreadMs'],
  ['requests', 'requests'],
];

const INTERACTION_METRICS: [string, keyof InteractionSummary, Formatter][] = [
  ['like (worst event)', 'likeMs', latency],
  ['favorite (worst event)', 'favoriteMs', latency],
  ['load more (worst event)', 'loadMoreMs', latency],
  // 0: no frame took Long Animation Frames' 50 ms.
  ['paging (longest frame)', 'pagingFrameMs', (value) => (value === 0 ? '<50 ms' : ms(value))],
  ['pages loaded (max 50)', 'pagesLoaded', plain],
  ['JS heap after paging', 'heapBytes', MiB],
  ['search typing (worst)', 'searchTypingMs', latency],
  ['search requests, 10 keys', 'searchRequests', plain],
];

function show(value: unknown, format: Formatter): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? format(value) : 'n/a';
}

function render(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Every page name in the order the apps list them (Clube's first). */
function pageNames(apps: AppSummary[]): string[] {
  return [...new Set(apps.flatMap((app) => app.pages.map((page) => page.name)))];
}

/**
 * Metric × page × app, medians, one block per preset (rows line up by page name: a pair's
 * pages share it); Clube's interactions at 4× CPU slowdown on their own rows.
 */
export function resultsTable(apps: AppSummary[], presets: LighthousePreset[]): string {
  const rows: string[][] = [['preset', 'metric', 'page', ...apps.map((app) => app.app)]];
  for (const preset of presets) {
    for (const [label, key, format] of PAGE_METRICS) {
      for (const name of pageNames(apps)) {
        rows.push([
          preset,
          label,
          name,
          ...apps.map((app) => {
            const page = pageOf(app, preset, name);
            return page ? show(page[key], format) : '—';
          }),
        ]);
      }
    }
  }
  for (const [label, key, format] of INTERACTION_METRICS) {
    rows.push([
      '',
      label,
      '(4× CPU)',
      ...apps.map((app) => (app.interactions ? show(app.interactions[key], format) : '—')),
    ]);
  }
  return render(rows);
}

/** Clube ÷ reference for each pair and preset (below 1 is Clube ahead, except the score). */
export function ratiosTable(
  clube: AppSummary,
  reference: AppSummary,
  presets: LighthousePreset[],
): string {
  const rows: string[][] = [['preset', 'pair', ...RATIO_METRICS.map(([label]) => label)]];
  for (const preset of presets) {
    for (const name of pageNames([reference])) {
      const ours = pageOf(clube, preset, name);
      const theirs = pageOf(reference, preset, name);
      rows.push([
        preset,
        `${name} (${theirs?.path ?? '?'})`,
        ...RATIO_METRICS.map(([, key]) => {
          const a = ours?.[key];
          const b = theirs?.[key];
          return typeof a === 'number' && typeof b === 'number' && b !== 0
            ? `${(a / b).toFixed(2)}×`
            : 'n/a';
        }),
      ]);
    }
  }
  return render(rows);
}

export function targetsTable(checks: TargetCheck[]): string {
  const verdict = (holds: boolean | null) => (holds === null ? 'n/a' : holds ? 'holds' : 'MISSED');
  return render([
    ['target', 'measured', 'verdict'],
    ...checks.map((check) => [check.target, check.measured, verdict(check.holds)]),
  ]);
}
