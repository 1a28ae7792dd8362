// Writes packages/core/docs/machines.md: for every XState machine the core exports, a table of
// its states with the events each accepts (and where they lead), what it invokes and its timers,
// and its outcomes (final states, and where each invoke's done and error go). Read from the
// machines themselves, so the docs cannot drift: `--check` fails when the committed file
// differs from what the machines say (run by the codegen:check step of the test command).
//
//   npx tsx scripts/machine-docs.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format } from 'prettier';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'packages', 'core', 'docs', 'machines.md');

interface TransitionLike {
  eventType: string;
  target?: readonly NodeLike[] | undefined;
  guard?: unknown;
  delay?: unknown;
}
interface NodeLike {
  key: string;
  id: string;
  path: readonly string[];
  type: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, TransitionLike[]>;
  after: TransitionLike[];
  always?: TransitionLike[] | undefined;
  invoke: { src: unknown; id: string }[];
}
interface MachineLike {
  id: string;
  root: NodeLike;
}

function isMachine(value: unknown): value is MachineLike {
  const candidate = value as Partial<MachineLike> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    typeof candidate.root === 'object' &&
    typeof (value as { transition?: unknown }).transition === 'function'
  );
}

const name = (node: NodeLike): string => node.path.join('.') || '(root)';
const targets = (t: TransitionLike): string =>
  t.target?.length ? t.target.map(name).join(', ') : '(stays)';
const cell = (text: string): string => text.replace(/\|/g, '\\|');

function* nodes(node: NodeLike): Generator<NodeLike> {
  yield node;
  for (const child of Object.values(node.states)) yield* nodes(child);
}

function describeTransitions(list: TransitionLike[]): string {
  return list.map((t) => `${targets(t)}${t.guard ? ' (guarded)' : ''}`).join(' / ');
}

function machineSection(exportName: string, entry: string, machine: MachineLike): string {
  const rows: string[] = [];
  const outcomes: string[] = [];
  for (const node of nodes(machine.root)) {
    const events = [...node.transitions.entries()]
      .filter(([type]) => !type.startsWith('xstate.'))
      .map(([type, list]) => `\`${type}\` → ${describeTransitions(list)}`);
    const invokes = node.invoke.map((invoke) =>
      typeof invoke.src === 'string' ? invoke.src : invoke.id,
    );
    for (const invoke of node.invoke) {
      const done = node.transitions.get(`xstate.done.actor.${invoke.id}`);
      const error = node.transitions.get(`xstate.error.actor.${invoke.id}`);
      const src = typeof invoke.src === 'string' ? invoke.src : invoke.id;
      if (done)
        outcomes.push(`\`${name(node)}\` invokes \`${src}\`: done → ${describeTransitions(done)}`);
      if (error)
        outcomes.push(
          `\`${name(node)}\` invokes \`${src}\`: error → ${describeTransitions(error)}`,
        );
    }
    const timers = node.after.map((t) => `after ${String(t.delay)} → ${targets(t)}`);
    const always = (node.always ?? []).map(
      (t) => `always → ${targets(t)}${t.guard ? ' (guarded)' : ''}`,
    );
    if (node.type === 'final') outcomes.push(`\`${name(node)}\` is final`);
    rows.push(
      `| \`${cell(name(node))}\` | ${node.type} | ${cell(events.join('<br>') || '—')} | ${cell([...invokes.map((i) => `\`${i}\``), ...timers, ...always].join('<br>') || '—')} |`,
    );
  }
  return [
    `## \`${exportName}\` (\`${entry}\`, id \`${machine.id}\`)`,
    '',
    '| state | type | events → target | invokes, timers, eventless |',
    '| ----- | ---- | --------------- | -------------------------- |',
    ...rows,
    '',
    outcomes.length
      ? `Outcomes:\n${outcomes.map((o) => `\n- ${o}`).join('')}`
      : 'Outcomes: none (a long-lived machine).',
    '',
  ].join('\n');
}

async function render(): Promise<string> {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'packages', 'core', 'package.json'), 'utf8'));
  const entries = Object.entries(manifest.exports as Record<string, string>).filter(
    ([entry]) => entry !== './testing' && entry !== './package.json',
  );
  const seen = new Map<MachineLike, { exportName: string; entry: string }>();
  for (const [entry, source] of entries) {
    const specifier = `@clube/core${entry.slice(1)}`;
    // The root has no dependency on the package: read the entry's source file directly.
    const file = pathToFileURL(join(ROOT, 'packages', 'core', source)).href;
    const module = (await import(file)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module).sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      if (isMachine(value) && !seen.has(value)) seen.set(value, { exportName, entry: specifier });
    }
  }
  const sections = [...seen.entries()]
    .sort(([, a], [, b]) => a.exportName.localeCompare(b.exportName))
    .map(([machine, { exportName, entry }]) => machineSection(exportName, entry, machine));
  const markdown = [
    "# The core's state machines",
    '',
    'Generated by `scripts/machine-docs.ts` from the machines themselves (do not edit: run',
    '`npx tsx scripts/machine-docs.ts`; the test command fails when this file is stale). For each',
    'machine: its states, the events each accepts and where they lead (`(guarded)`: only when its',
    'guard holds; `(stays)`: no state change, actions only), what a state invokes, its timers and',
    "eventless transitions, and the outcomes (final states, where each invoke's answer leads).",
    '',
    `${sections.length} machines.`,
    '',
    ...sections,
  ].join('\n');
  // Formatted as the repository's prettier would, so that the lint step and this check agree.
  return format(markdown, { parser: 'markdown', filepath: OUT });
}

const text = await render();
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(OUT, 'utf8');
  } catch {
    // missing: stale
  }
  if (committed !== text) {
    console.error('packages/core/docs/machines.md is stale: run `npx tsx scripts/machine-docs.ts`');
    process.exit(1);
  }
  console.log('machine docs: up to date');
} else {
  writeFileSync(OUT, text);
  console.log(`machine docs: wrote ${OUT.slice(ROOT.length + 1)}`);
}
