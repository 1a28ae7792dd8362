#!/usr/bin/env node
// Lints the club's OpenAPI contract with Redocly's recommended rules (OpenAPI 3.1 structure,
// $refs, unique operationIds, path parameters, examples...). Exit code 1 on any error.
//
//   node scripts/check-openapi.mjs [file]
import { fileURLToPath } from 'node:url';
import { createConfig, formatProblems, getTotals, lint } from '@redocly/openapi-core';

const file =
  process.argv[2] ??
  fileURLToPath(new URL('../packages/adapters/contracts/club.openapi.yaml', import.meta.url));

const config = await createConfig({ extends: ['recommended'] });
const problems = await lint({ ref: file, config });
const totals = getTotals(problems);
if (problems.length > 0) {
  formatProblems(problems, { format: 'codeframe', totals, version: 'check-openapi' });
}
console.log(`OpenAPI ${file}: ${totals.errors} errors, ${totals.warnings} warnings.`);
process.exit(totals.errors > 0 ? 1 : 0);
