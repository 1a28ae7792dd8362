#!/usr/bin/env node
// Generated code is committed (tests run before codegen); this check proves it is current:
// run `pnpm codegen`, then fail if anything under packages/adapters/src/generated differs from
// what is committed (modified, staged, deleted or untracked files).
// Outside a git repository (or before the first commit) it compares file hashes before and after
// the run instead.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, log, pnpm, run } from './lib/proc.mjs';

const GENERATED = 'packages/adapters/src/generated';

function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return { ok: result.status === 0, stdout: result.stdout ?? '' };
}

function snapshot() {
  const hashes = new Map();
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else
        hashes.set(
          relative(ROOT, path),
          createHash('sha256').update(readFileSync(path)).digest('hex'),
        );
    }
  };
  walk(join(ROOT, GENERATED));
  return hashes;
}

const gitMode =
  git(['rev-parse', '--is-inside-work-tree']).ok && git(['rev-parse', '--verify', '-q', 'HEAD']).ok;
const before = snapshot();

const [command, args] = pnpm(['codegen']);
const { code } = await run(command, args);
if (code !== 0) {
  log(`codegen:check: \`pnpm codegen\` failed (exit code ${code}).`);
  process.exit(1);
}

const after = snapshot();
if (after.size === 0) {
  log(`codegen:check: \`pnpm codegen\` wrote nothing under ${GENERATED}.`);
  process.exit(1);
}
const changedByRun = [];
for (const [path, hash] of after) {
  if (!before.has(path)) changedByRun.push(`added     ${path}`);
  else if (before.get(path) !== hash) changedByRun.push(`modified  ${path}`);
}
for (const path of before.keys()) if (!after.has(path)) changedByRun.push(`deleted   ${path}`);

if (gitMode) {
  // Everything that differs from HEAD: unstaged, staged and untracked files.
  const status = git(['status', '--porcelain', '--untracked-files=all', '--', GENERATED]);
  const lines = status.stdout.split('\n').filter(Boolean);
  if (!status.ok) {
    log('codegen:check: `git status` failed.');
    process.exit(1);
  }
  if (lines.length > 0) {
    log(`codegen:check: generated files differ from the committed ones (${lines.length}):`);
    for (const line of lines) log(`  ${line}`);
    if (changedByRun.length > 0) {
      log('  changed by this codegen run:');
      for (const line of changedByRun) log(`    ${line}`);
    }
    log('Run `pnpm codegen` and commit packages/adapters/src/generated.');
    process.exit(1);
  }
  log(`codegen:check: ${after.size} generated files match the commit.`);
} else {
  log('codegen:check: no git history here; comparing file hashes before and after codegen.');
  if (changedByRun.length > 0) {
    log(`codegen:check: codegen changed ${changedByRun.length} generated file(s):`);
    for (const line of changedByRun) log(`  ${line}`);
    log('Run `pnpm codegen` and keep the result.');
    process.exit(1);
  }
  log(`codegen:check: ${after.size} generated files are up to date.`);
}
