#!/usr/bin/env node
// Lists installed packages whose `engines.node` excludes the running Node, and fails if any.
// Some graphql-tools / graphql-yoga dependencies raised engines.node to >= 22 in minor releases;
// pnpm-workspace.yaml pins them back. This check catches the next one.
//
// Walks node_modules/.pnpm/<entry>/node_modules/<name>/package.json (and scoped names); in a
// pnpm store entry the package itself is a real directory, its dependencies are symlinks.
import { lstatSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/proc.mjs';
import { satisfies } from './lib/semver-range.mjs';

const store = join(ROOT, 'node_modules', '.pnpm');
// ENGINES_NODE_VERSION=18.20.0 previews another Node version.
const node = process.env.ENGINES_NODE_VERSION || process.versions.node;

function listDir(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function isRealDir(path) {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}

const entries = listDir(store).filter((name) => name !== 'node_modules' && !name.startsWith('.'));
if (entries.length === 0) {
  console.error(`No packages under ${store}: run the install first.`);
  process.exit(1);
}

const seen = new Set();
const excluded = [];
const unparsed = [];
for (const entry of entries) {
  const modules = join(store, entry, 'node_modules');
  for (const name of listDir(modules)) {
    const dirs = name.startsWith('@')
      ? listDir(join(modules, name)).map((sub) => join(modules, name, sub))
      : [join(modules, name)];
    for (const dir of dirs) {
      if (!isRealDir(dir)) continue; // a symlink to another store entry
      let manifest;
      try {
        manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      } catch {
        continue;
      }
      const id = `${manifest.name}@${manifest.version}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const range = manifest.engines?.node;
      if (typeof range !== 'string' || range.trim() === '') continue;
      const ok = satisfies(node, range);
      if (ok === false) excluded.push({ id, range });
      else if (ok === undefined) unparsed.push({ id, range });
    }
  }
}

for (const { id, range } of unparsed) {
  console.warn(`  ? ${id}: engines.node "${range}" not understood (not counted)`);
}
if (excluded.length > 0) {
  console.error(`${excluded.length} installed package(s) exclude Node ${node}:`);
  for (const { id, range } of excluded.sort((a, b) => a.id.localeCompare(b.id))) {
    console.error(`  ✗ ${id}: engines.node "${range}"`);
  }
  console.error(
    'Pin an older version in pnpm-workspace.yaml `overrides` (one that differs only in engines), or drop the dependency.',
  );
  process.exit(1);
}
console.log(`engines: all ${seen.size} installed packages accept Node ${node}.`);
