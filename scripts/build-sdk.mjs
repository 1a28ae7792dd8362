#!/usr/bin/env node
// Builds the published SDK: @clube/core and @clube/adapters to JavaScript + declaration files
// in each package's dist/ (`tsc -b` over their tsconfig.build.json; the adapters' build
// references the core's). Inside the monorepo nothing needs this: every tool reads the sources
// through the packages' `exports`; `publishConfig.exports` points the packed packages at dist/.
//
//   node scripts/build-sdk.mjs [core|adapters] [--clean]
//
// tsc rewrites `./x.ts` to `./x.js` in the JavaScript it emits (rewriteRelativeImportExtensions),
// not in the declarations: this script rewrites those, so that a consumer's compiler never
// sees a `.ts` specifier (TS5097 under NodeNext).
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, bin, run } from './lib/proc.mjs';

const PACKAGES = { core: 'packages/core', adapters: 'packages/adapters' };

const args = process.argv.slice(2);
const clean = args.includes('--clean');
const only = args.find((arg) => !arg.startsWith('--'));
if (only && !(only in PACKAGES)) {
  console.error(`build-sdk: unknown package "${only}" (core, adapters)`);
  process.exit(2);
}
// The adapters' build needs the core's declarations: tsc -b builds the reference first.
const targets = only === 'core' ? ['core'] : ['core', 'adapters'];

if (clean)
  for (const name of targets)
    rmSync(join(ROOT, PACKAGES[name], 'dist'), { force: true, recursive: true, maxRetries: 5 });

const last = PACKAGES[targets.at(-1)];
const outcome = await run(bin('tsc'), ['-b', join(last, 'tsconfig.build.json')]);
if (outcome.code !== 0) process.exit(outcome.code ?? 1);

/** Every `.d.ts` under a folder. */
function* declarations(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarations(path);
    else if (entry.name.endsWith('.d.ts')) yield path;
  }
}

// Relative specifiers only: `from './x.ts'`, `import('../y.ts')`.
const TS_SPECIFIER = /(['"])(\.{1,2}\/[^'"]*?)\.ts\1/g;
let rewritten = 0;
for (const name of targets) {
  for (const file of declarations(join(ROOT, PACKAGES[name], 'dist'))) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(TS_SPECIFIER, (_, quote, path) => `${quote}${path}.js${quote}`);
    if (next !== text) {
      writeFileSync(file, next);
      rewritten += 1;
    }
  }
}
console.log(`build-sdk: built ${targets.join(' + ')} (${rewritten} declaration files rewritten)`);
