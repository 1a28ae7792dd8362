import { parseArgs } from 'node:util';
import { LIGHTHOUSE_PRESETS, type LighthousePreset } from './lighthouse-page.ts';

/** The reference app's member, signed in through its own login form. */
export interface ReferenceLogin {
  email: string;
  password: string;
}

export interface BenchOptions {
  /** Lighthouse runs per page, app and preset (the median is kept). */
  runs: number;
  /** Playwright interaction passes on Clube (the median is kept). */
  interactionRuns: number;
  /** Lighthouse presets measured, each a series of its own. */
  presets: LighthousePreset[];
  /** The reference app's origin, measured pair by pair beside Clube, or null. */
  referenceUrl: string | null;
  /** Its member, for the signed-in pairs; without one those pairs are left out. */
  referenceLogin: ReferenceLogin | null;
  /** Also measure the floor page (React rendering one form), built and served by the bench. */
  floor: boolean;
}

export const USAGE = `pnpm bench [--runs N] [--interaction-runs N] [--presets mobile,desktop]
           [--reference <origin> [--reference-login email:password]] [--floor]

  --runs N              Lighthouse runs per page, app and preset, median kept (default 5)
  --interaction-runs N  Playwright passes (latency, heap, requests, JS) on Clube (default 3)
  --presets list        Lighthouse presets, each its own series (default mobile,desktop)
  --reference <origin>  also measure the reference app there, page for page (see tests/perf/README.md)
  --reference-login e:p its member, signed in through its login form for the signed-in pairs
  --floor               also measure the floor page: React rendering one form, built by the bench`;

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number ≥ 1`);
  return number;
}

function presets(value: string | undefined): LighthousePreset[] {
  if (value === undefined) return [...LIGHTHOUSE_PRESETS];
  const names = value.split(',').map((name) => name.trim());
  for (const name of names) {
    if (!LIGHTHOUSE_PRESETS.includes(name as LighthousePreset))
      throw new Error(`--presets: ${name} is not one of ${LIGHTHOUSE_PRESETS.join(', ')}`);
  }
  return names as LighthousePreset[];
}

function login(value: string | undefined): ReferenceLogin | null {
  if (value === undefined) return null;
  const at = value.indexOf(':');
  if (at < 1 || at === value.length - 1)
    throw new Error('--reference-login must be email:password');
  return { email: value.slice(0, at), password: value.slice(at + 1) };
}

/** The command line of `pnpm bench`; throws with the usage on a wrong option. */
export function parseBenchOptions(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    // `pnpm bench -- --runs 3` passes the separator through.
    args: argv[0] === '--' ? argv.slice(1) : argv,
    options: {
      runs: { type: 'string' },
      'interaction-runs': { type: 'string' },
      presets: { type: 'string' },
      reference: { type: 'string' },
      'reference-login': { type: 'string' },
      floor: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  return {
    runs: positiveInteger(values.runs, 5, '--runs'),
    interactionRuns: positiveInteger(values['interaction-runs'], 3, '--interaction-runs'),
    presets: presets(values.presets),
    referenceUrl: values.reference ? new URL(values.reference).origin : null,
    referenceLogin: login(values['reference-login']),
    floor: values.floor ?? false,
  };
}
