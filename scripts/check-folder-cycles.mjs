#!/usr/bin/env node
// The folders inside a package form floors: an import may run down or across, never back up a
// cycle. This check reads every non-test source file's relative imports (type-only ones too: a
// type is a dependency a reader follows), folds them into a graph of folders, and fails on any
// strongly connected group of two or more folders, naming the imports that close each cycle.
//
// A folder is a package's top-level folder under src (core: `paging`, `campaigns`…; files
// directly in src form the folder `.`); in web, `features/<name>` is a folder of its own, so a
// feature importing another feature is a cycle-in-waiting reported like any other edge.
//
//   node scripts/check-folder-cycles.mjs [core] [web]   (both by default)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ROOT } from './lib/proc.mjs';

const PACKAGES = { core: 'packages/core/src', web: 'packages/web/src' };
const SOURCE = /\.(ts|tsx)$/;
const TEST = /(\.test\.tsx?|\.test-d\.ts|\.spec\.tsx?)$|[/\\](test|testing)[/\\]/;
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !TEST.test(path)) yield path;
  }
}

function folderOf(srcRoot, file) {
  const parts = relative(srcRoot, file).split(sep);
  if (parts.length === 1) return '.';
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts[0];
}

/** Tarjan's strongly connected components over a Map<folder, Set<folder>>. */
function stronglyConnected(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indices = new Map();
  const lowlinks = new Map();
  const groups = [];
  const visit = (node) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return groups;
}

/** The folder graph of one package, and every import behind each edge. */
export function folderGraph(srcRoot) {
  const graph = new Map();
  const imports = new Map();
  for (const file of sourceFiles(srcRoot)) {
    const from = folderOf(srcRoot, file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1]);
      if (!target.startsWith(srcRoot + sep)) continue;
      const to = folderOf(srcRoot, target);
      if (to === from) continue;
      graph.get(from).add(to);
      const key = `${from} -> ${to}`;
      if (!imports.has(key)) imports.set(key, []);
      imports.get(key).push(relative(ROOT, file));
    }
  }
  return { graph, imports };
}

export function folderCycles(srcRoot) {
  const { graph, imports } = folderGraph(srcRoot);
  return stronglyConnected(graph).map((group) => {
    const members = new Set(group);
    const edges = [];
    for (const from of group)
      for (const to of graph.get(from))
        if (members.has(to))
          edges.push({ edge: `${from} -> ${to}`, files: imports.get(`${from} -> ${to}`) });
    return { folders: group, edges };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chosen = process.argv.slice(2).filter((name) => name in PACKAGES);
  let failed = 0;
  for (const name of chosen.length > 0 ? chosen : Object.keys(PACKAGES)) {
    const cycles = folderCycles(join(ROOT, PACKAGES[name]));
    const count = cycles.reduce(
      (sum, cycle) => sum + cycle.edges.reduce((n, e) => n + e.files.length, 0),
      0,
    );
    console.log(`${name}: ${cycles.length} folder cycle(s), ${count} import(s) inside them`);
    for (const cycle of cycles) {
      console.log(`  cycle: ${cycle.folders.join(', ')}`);
      for (const { edge, files } of cycle.edges)
        console.log(
          `    ${edge}  (${files.length}: ${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''})`,
        );
    }
    failed += cycles.length;
  }
  process.exit(failed > 0 ? 1 : 0);
}
