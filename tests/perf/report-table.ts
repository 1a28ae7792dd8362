import type { AppSummary, InteractionSummary, PageSummary } from './summary.ts';
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
  ['TBT', 'tbtMs', ms],
  ['CLS', 'cls', (value) => value.toFixed(3)],
  ['JS transferred (LH)', 'jsTransferBytes', kB],
  ['JS loaded (gzip)', 'jsGzipBytes', kB],
];

const INTERACTION_METRICS: [string, keyof InteractionSummary, Formatter][] = [
  ['like (worst event)', 'likeMs', latency],
  ['favorite (worst event)', 'favoriteMs', latency],
  ['load more (worst event)', 'loadMoreMs', latency],
  ['pages loaded (max 50)', 'pagesLoaded', plain],
  ['JS heap after paging', 'heapBytes', MiB],
  ['search typing (worst)', 'searchTypingMs', latency],
  ['search requests, 10 keys', 'searchRequests', plain],
];

function show(value: unknown, format: Formatter): string {
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

/** Metric × page × app, medians; interactions at 4× CPU slowdown on their own rows. */
export function resultsTable(apps: AppSummary[]): string {
  const rows: string[][] = [['metric', 'page', ...apps.map((app) => app.app)]];
  // Rows by path, so a reference app measured on the same paths lines up with Clube.
  const paths = [...new Set(apps.flatMap((app) => app.pages.map((page) => page.path)))];
  for (const [label, key, format] of PAGE_METRICS) {
    for (const path of paths) {
      rows.push([
        label,
        path,
        ...apps.map((app) => {
          const page = app.pages.find((candidate) => candidate.path === path);
          return page ? show(page[key], format) : '—';
        }),
      ]);
    }
  }
  for (const [label, key, format] of INTERACTION_METRICS) {
    rows.push([label, '(4× CPU)', ...apps.map((app) => show(app.interactions[key], format))]);
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
