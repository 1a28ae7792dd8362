#!/usr/bin/env node
// The React Native entry (`@clube/adapters/react-native`) runs where Node and the DOM do not:
// Hermes has no Node built-ins, no `window`/`document`/`localStorage`/`location`, no
// `TextDecoder`/`atob`, no `AbortSignal.timeout`/`any`. This bundles the entry with esbuild
// for a neutral platform, fails on any Node built-in import or any free use of those globals
// (esbuild's `define` swaps each one, only where it is unbound, for a marker found afterwards),
// then compiles the bundle to bytecode with `hermesc` (npm package hermes-compiler), which must
// succeed without errors.
//
//   node scripts/check-react-native.mjs [--keep] [--entry <file>]
//   (--keep leaves the bundle in reports/)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './lib/proc.mjs';

const entryArg = process.argv.indexOf('--entry');
/** The entry checked; `--entry <file>` checks another (e.g. to see the Node entry fail). */
const ENTRY =
  entryArg > 0
    ? join(process.cwd(), process.argv[entryArg + 1])
    : join(ROOT, 'packages', 'adapters', 'src', 'react-native.ts');

/** Globals a React Native engine lacks (or lacks reliably), plus Node's own. */
const FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'TextDecoder',
  'TextEncoder',
  'atob',
  'btoa',
  'AbortSignal.timeout',
  'AbortSignal.any',
  'process',
  'Buffer',
  '__dirname',
  '__filename',
  'setImmediate',
];
// Not listed: `global` and `self` (React Native defines `global`; reflect-metadata only probes
// them with `typeof`), and `require` (esbuild resolves CommonJS requires itself; a Node
// built-in required is caught by the plugin below).

/**
 * Known probes, each read: a module that tests for a global with `typeof` and does without it.
 * xstate looks for its browser devtools on `window` only when `typeof window` says it exists.
 */
const ALLOWED_PROBES = [{ module: '/xstate/dist/xstate-dev.', global: 'window' }];

const MARKER = '__clube_forbidden_global__';
const markerOf = (name) => `${MARKER}${name.replace('.', '_')}`;

function defines() {
  const table = {};
  for (const name of FORBIDDEN_GLOBALS) {
    table[name] = markerOf(name);
    table[`globalThis.${name}`] = markerOf(name);
  }
  return table;
}

/** Records every Node built-in the bundle asks for (each one fails the check). */
function nodeBuiltinsPlugin(found) {
  const names = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
  return {
    name: 'node-builtins',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (!names.has(args.path) && !args.path.startsWith('node:')) return undefined;
        found.push(`${args.path} (imported by ${args.importer.replace(`${ROOT}/`, '')})`);
        return { path: args.path, external: true };
      });
    },
  };
}

/** Each forbidden global's uses, by the module of the bundle they come from. */
function forbiddenUses(code) {
  const uses = [];
  // esbuild opens each module's code with a `// path` comment line.
  const sections = code.split(/^\s*\/\/ ((?:node_modules|packages)\/\S+)$/m);
  for (let index = 0; index < sections.length; index += 2) {
    const module = index === 0 ? '(bundle prelude)' : sections[index - 1];
    for (const name of FORBIDDEN_GLOBALS) {
      const count = sections[index].split(markerOf(name)).length - 1;
      if (count > 0) uses.push({ module, name, count });
    }
  }
  return uses;
}

function hermesc() {
  const require = createRequire(join(ROOT, 'package.json'));
  const root = dirname(require.resolve('hermes-compiler/package.json'));
  const folder = { linux: 'linux64-bin', darwin: 'osx-bin', win32: 'win64-bin' }[process.platform];
  const binary = join(
    root,
    'hermesc',
    folder ?? '',
    process.platform === 'win32' ? 'hermesc.exe' : 'hermesc',
  );
  if (!folder || !existsSync(binary)) throw new Error(`no hermesc binary for ${process.platform}`);
  return binary;
}

async function main() {
  const { build } = await import('esbuild');
  const keep = process.argv.includes('--keep');
  const out = keep ? join(ROOT, 'reports') : mkdtempSync(join(tmpdir(), 'clube-rn-'));
  mkdirSync(out, { recursive: true });
  const bundlePath = join(out, 'react-native.bundle.js');
  const builtins = [];
  const failures = [];

  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'neutral',
    format: 'iife',
    globalName: 'ClubeNative',
    // What Metro resolves for React Native; syntax lowered as its Babel preset would.
    mainFields: ['react-native', 'module', 'main'],
    conditions: ['react-native', 'module', 'import', 'default'],
    target: 'es2019',
    define: defines(),
    plugins: [nodeBuiltinsPlugin(builtins)],
    write: false,
    logLevel: 'silent',
  }).catch((error) => ({ errors: error.errors ?? [{ text: String(error) }], outputFiles: [] }));

  for (const error of result.errors ?? []) failures.push(`esbuild: ${error.text}`);
  for (const name of builtins) failures.push(`Node built-in imported: ${name}`);
  const code = result.outputFiles[0]?.text ?? '';
  for (const { module, name, count } of forbiddenUses(code)) {
    const allowed = ALLOWED_PROBES.some(
      (probe) => module.includes(probe.module) && probe.global === name,
    );
    if (!allowed) failures.push(`global '${name}' used ${count}× in ${module}`);
  }

  if (code) {
    writeFileSync(bundlePath, code);
    const bytecode = join(out, 'react-native.bundle.hbc');
    const compiled = spawnSync(hermesc(), ['-emit-binary', '-O', `-out=${bytecode}`, bundlePath], {
      encoding: 'utf8',
    });
    const errors = `${compiled.stderr ?? ''}`.split('\n').filter((line) => /error:/.test(line));
    if (compiled.status !== 0 || errors.length > 0) {
      failures.push(
        `hermesc exited ${compiled.status}: ${errors.slice(0, 10).join('\n') || compiled.stderr}`,
      );
    } else {
      console.log(
        `hermesc compiled ${(code.length / 1024).toFixed(0)} KiB of JavaScript → ${(statSync(bytecode).size / 1024).toFixed(0)} KiB of bytecode`,
      );
    }
  }
  if (!keep) rmSync(out, { recursive: true, force: true });

  if (failures.length > 0) {
    console.error(`React Native entry check failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('React Native entry: no Node built-in, no forbidden global, compiles with hermesc.');
}

await main();
