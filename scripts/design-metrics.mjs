#!/usr/bin/env node
// The design numbers of the web's screens, as the "one actor per task, a view model per screen"
// rule counts them: value imports from the core per file, files reading machine internals,
// effects that send events to an actor, screens reading the wall clock. With --check it fails
// when a file goes over the limits (the lint step runs it that way).
//
//   node scripts/design-metrics.mjs [--check] [--all]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib/proc.mjs';

const WEB = join(ROOT, 'packages/web/src');
const CORE = join(ROOT, 'packages/core/src');
const MAX_CORE_VALUE_IMPORTS = 4;
const SKIP = /\.(test|spec)\.tsx?$|-test-club\.tsx?$|\.css\.ts$|[/\\]test[/\\]/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(entry.name) && !SKIP.test(path)) yield path;
  }
}

/** Value (not type-only) names imported from `@clube/core` and its subpaths. */
export function coreValueImports(source) {
  let count = 0;
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]@clube\/core[^'"]*['"]/g;
  for (const [, typeOnly, names] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    count += names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')).length;
  }
  return count;
}

const READS_INTERNALS = /\.matches\(|snapshot\.context\b|\bstate\.context\b|\)\.context\b/;
// A useEffect whose body sends to an actor: `useEffect(() => { … .send({` within the effect.
const EFFECT_SENDS = /useEffect\(\s*\(\)\s*=>\s*\{[^}]*?\.send\(/s;
const WALL_CLOCK = /\bDate\.now\(\)|new Date\(\)/;

export function measure() {
  const rows = [];
  for (const path of files(WEB)) {
    const source = readFileSync(path, 'utf8');
    rows.push({
      file: relative(ROOT, path),
      coreValueImports: coreValueImports(source),
      readsInternals: READS_INTERNALS.test(source),
      effectSends: EFFECT_SENDS.test(source),
      wallClock: path.endsWith('.tsx') && WALL_CLOCK.test(source),
    });
  }
  return rows;
}

/**
 * The core's `fromPromise` effects, and how many pass their `signal` on: an effect that takes
 * the signal from its argument (`({ input, signal }) =>`) hands it to the port it calls.
 */
export function promiseEffects() {
  let total = 0;
  let withSignal = 0;
  const effect = /fromPromise(?:<[^(]*?>)?\(\s*(?:async\s*)?(\([^)]*\))/gs;
  for (const path of files(CORE)) {
    if (/[/\\]testing[/\\]/.test(path)) continue;
    for (const [, params] of readFileSync(path, 'utf8').matchAll(effect)) {
      total += 1;
      if (/\bsignal\b/.test(params)) withSignal += 1;
    }
  }
  return { total, withSignal };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const rows = measure();
  const over = rows.filter((row) => row.coreValueImports > MAX_CORE_VALUE_IMPORTS);
  const internals = rows.filter((row) => row.readsInternals);
  const effects = rows.filter((row) => row.effectSends);
  const clocks = rows.filter((row) => row.wallClock);
  const max = Math.max(...rows.map((row) => row.coreValueImports));
  console.log(`web files: ${rows.length}; most core value imports in one file: ${max}`);
  console.log(`over ${MAX_CORE_VALUE_IMPORTS} core value imports: ${over.length}`);
  for (const row of over.sort((a, b) => b.coreValueImports - a.coreValueImports))
    console.log(`  ${row.coreValueImports}  ${row.file}`);
  console.log(`reading machine internals (.matches / .context): ${internals.length}`);
  for (const row of internals) console.log(`  ${row.file}`);
  console.log(`useEffect sending events: ${effects.length}`);
  for (const row of effects) console.log(`  ${row.file}`);
  console.log(`components reading the wall clock: ${clocks.length}`);
  for (const row of clocks) console.log(`  ${row.file}`);
  const effects2 = promiseEffects();
  console.log(
    `core fromPromise effects passing their signal: ${effects2.withSignal} of ${effects2.total}`,
  );
  if (check && over.length + internals.length + effects.length > 0) process.exit(1);
}
