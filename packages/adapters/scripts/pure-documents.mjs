#!/usr/bin/env node
// Marks each generated `new TypedDocumentString(…)` as pure, so that the bundler drops the
// documents a chunk does not use: the first route keeps only Config and User, and each lazy
// adapter carries its own. (The client preset ignores `pureMagicComment` in string mode.)
import { readFileSync, writeFileSync } from 'node:fs';

for (const file of process.argv.slice(2)) {
  if (!file.endsWith('graphql.ts')) continue;
  const source = readFileSync(file, 'utf8');
  const marked = source.replace(
    /= new TypedDocumentString\(/g,
    '= /*#__PURE__*/ new TypedDocumentString(',
  );
  if (marked !== source) writeFileSync(file, marked);
}
