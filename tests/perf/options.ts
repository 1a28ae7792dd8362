import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Lighthouse runs per page and app (the median is kept). */
  runs: number;
  /** Playwright interaction passes per app (the median is kept). */
  interactionRuns: number;
  /** A reference app's origin to measure beside Clube, or null. */
  referenceUrl: string | null;
  /** The reference app's pages (paths). */
  referencePages: string[];
}

export const USAGE = `pnpm bench [--runs N] [--interaction-runs N] [--url <origin> --pages /,/foo]

  --runs N              Lighthouse runs per page and app, median kept (default 5)
  --interaction-runs N  Playwright passes (latency, heap, requests, JS) per app (default 3)
  --url <origin>        also measure a reference app at this origin (no sign-in for it)
  --pages /,/foo        the reference app's pages (default /)`;

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number ≥ 1`);
  return number;
}

/** The command line of `pnpm bench`; throws with the usage on a wrong option. */
export function parseBenchOptions(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    // `pnpm bench -- --runs 3` passes the separator through.
    args: argv[0] === '--' ? argv.slice(1) : argv,
    options: {
      runs: { type: 'string' },
      'interaction-runs': { type: 'string' },
      url: { type: 'string' },
      pages: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const referenceUrl = values.url ? new URL(values.url).origin : null;
  const referencePages = (values.pages ?? '/')
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean)
    .map((page) => (page.startsWith('/') ? page : `/${page}`));
  return {
    runs: positiveInteger(values.runs, 5, '--runs'),
    interactionRuns: positiveInteger(values['interaction-runs'], 3, '--interaction-runs'),
    referenceUrl,
    referencePages,
  };
}
