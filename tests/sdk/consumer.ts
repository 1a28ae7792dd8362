// The SDK as another team gets it: builds @clube/core and @clube/adapters, packs them, installs
// the tarballs with npm into a new project outside the repository (the OS temp folder), and
// checks there, with nothing of the monorepo in reach:
//   - the integrator's guide bot (extracted from packages/adapters/README.md) runs with plain
//     `node` against an in-memory sandbox;
//   - the host API: a wrong password is a refused outcome, an aborted wait an `aborted`
//     ClubError, `inspect` sees the actors, and a process that never calls `club.stop()` exits;
//   - `tsc` with NodeNext, strict, exactOptionalPropertyTypes and skipLibCheck: false finds no
//     error in @clube/* or in the consumer's files;
//   - publint and @arethetypeswrong/cli report nothing.
// Each check is one test in reports/sdk.json ({ passed, failed, checks }), which the test
// command counts (`node scripts/test.mjs --only sdk`).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox } from '@clube/sandbox';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const REPORT = join(ROOT, 'reports', 'sdk.json');
const GUIDE = join(ROOT, 'packages', 'adapters', 'README.md');
const PACKAGES = ['core', 'adapters'] as const;
const DEMO = { document: '52998224725', password: 'clube123' };

interface Check {
  name: string;
  ok: boolean;
  ms: number;
  detail?: string;
}
const checks: Check[] = [];

interface Ran {
  code: number | null;
  output: string;
}

/** Runs a command to completion, its output captured (and echoed when it fails). */
function exec(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        cwd: options.cwd ?? ROOT,
        env: { ...process.env, ...options.env },
        timeout: options.timeoutMs ?? 120_000,
        maxBuffer: 32 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

async function check(name: string, body: () => Promise<string | undefined>): Promise<boolean> {
  const t0 = Date.now();
  try {
    const detail = await body();
    checks.push({ name, ok: true, ms: Date.now() - t0, ...(detail ? { detail } : {}) });
    console.log(`✓ ${name}${detail ? ` — ${detail}` : ''} (${Date.now() - t0} ms)`);
    return true;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    checks.push({ name, ok: false, ms: Date.now() - t0, detail });
    console.log(`✗ ${name}\n${detail}`);
    return false;
  }
}

function must(ran: Ran, what: string): string {
  if (ran.code !== 0) throw new Error(`${what} exited ${ran.code}:\n${ran.output.trim()}`);
  return ran.output;
}

/** The bot of the integrator's guide: the js block between the guide:bot markers. */
function guideBot(): string {
  const text = readFileSync(GUIDE, 'utf8');
  const section = /<!-- guide:bot -->\s*```js\n([\s\S]*?)```\s*<!-- \/guide:bot -->/.exec(text);
  if (!section?.[1]) throw new Error('no ```js block between <!-- guide:bot --> markers');
  const lines = section[1].trimEnd().split('\n').length;
  if (lines > 40) throw new Error(`the guide's bot is ${lines} lines long (40 at most)`);
  return section[1];
}

// A host program that exercises the await/cancel/inspect API and never calls club.stop().
const HOST_API = `import { createNodeClub } from '@clube/adapters/node';
import { waitFor } from '@clube/core';

let inspected = 0;
const club = createNodeClub({ baseUrl: process.env.CLUBE_API_URL, inspect: () => (inspected += 1) });
const wrong = await club.signIn({ document: '${DEMO.document}', password: 'not-the-password' });
if (wrong.status !== 'refused') throw new Error('a wrong password gave ' + wrong.status);
console.log('refused:' + wrong.error.kind);
const right = await club.signIn({ document: '${DEMO.document}', password: '${DEMO.password}' });
if (right.status !== 'signedIn') throw new Error('the right password gave ' + right.status);
console.log('signedIn');
const controller = new AbortController();
const never = waitFor(club.member$, () => false, { signal: controller.signal });
setTimeout(() => controller.abort(), 10);
const aborted = await never.then(() => 'resolved', (error) => error.kind);
console.log('waitFor:' + aborted);
const late = await waitFor(club.member, () => false, { timeout: 20 }).catch((error) => error.kind);
console.log('timeout:' + late);
console.log('inspected:' + (inspected > 0));
// No club.stop(): the process has nothing left to do and must exit by itself.
`;

const TYPE_CHECKS = `import type { ClubError, SignInResult } from '@clube/core';

export function describeSignIn(result: SignInResult): string {
  switch (result.status) {
    case 'signedIn':
      return result.auth.token;
    case 'mustActivate':
      return result.document ?? '';
    case 'redirect':
      return result.url;
    case 'refused':
      return describeError(result.error);
  }
}

function describeError(error: ClubError): string {
  return error.kind === 'server' ? \`\${error.status} \${error.message}\` : error.kind;
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: false,
    noEmit: true,
    lib: ['ES2023'],
    types: ['node'],
  },
  include: ['*.mts'],
};

/** XState 5.33's setup.d.ts under exactOptionalPropertyTypes (statelyai/xstate#4613). */
const UPSTREAM = /^node_modules\/xstate\//;

/** `publishConfig.exports` must cover every entry the repository exports. */
function exportsInStep(): string {
  const problems: string[] = [];
  for (const name of PACKAGES) {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'packages', name, 'package.json'), 'utf8'));
    const published = Object.keys(manifest.publishConfig?.exports ?? {});
    for (const entry of Object.keys(manifest.exports)) {
      if (!published.includes(entry)) problems.push(`${manifest.name}: ${entry} is not published`);
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
  return 'every entry has a published export';
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'clube-sdk-'));
  const tarballs = join(work, 'tarballs');
  const app = join(work, 'app');
  mkdirSync(tarballs);
  mkdirSync(app);
  const sandbox = await createSandbox({ port: 0 });
  try {
    await check('publishConfig.exports in step with exports', async () => exportsInStep());
    const built = await check('build (tsc project builds)', async () => {
      // ~25 s of CPU; a busy shared machine stretches it.
      const ran = await exec(process.execPath, ['scripts/build-sdk.mjs', '--clean'], {
        timeoutMs: 300_000,
      });
      must(ran, 'build-sdk');
      return undefined;
    });
    if (!built) return;
    const packed = await check('pnpm pack', async () => {
      for (const name of PACKAGES) {
        const pnpm = BIN('pnpm');
        const dir = join(ROOT, 'packages', name);
        must(
          await exec(pnpm, ['pack', '--pack-destination', tarballs], { cwd: dir }),
          `pack ${name}`,
        );
      }
      const files = readdirSync(tarballs);
      for (const file of files) {
        const listing = must(await exec('tar', ['tzf', join(tarballs, file)]), 'tar');
        const stray = listing
          .split('\n')
          .filter((path) => /\.test\.|tsconfig|\/src\/|tsbuildinfo/.test(path));
        if (stray.length) throw new Error(`${file} ships ${stray.join(', ')}`);
      }
      return files.join(', ');
    });
    if (!packed) return;
    const tarball = (name: string) =>
      join(
        tarballs,
        readdirSync(tarballs).find((file) => file.startsWith(`clube-${name}-`))!,
      );

    const installed = await check('npm install outside the workspace', async () => {
      writeFileSync(
        join(app, 'package.json'),
        JSON.stringify({ name: 'outside-consumer', private: true, type: 'module' }, null, 2),
      );
      const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
      const typesNode = rootManifest.devDependencies['@types/node'];
      const fastCheck = rootManifest.devDependencies['fast-check'];
      must(
        await exec(
          'npm',
          [
            'install',
            '--no-audit',
            '--no-fund',
            '--no-package-lock',
            tarball('core'),
            tarball('adapters'),
            `fast-check@${fastCheck}`,
            `@types/node@${typesNode}`,
          ],
          { cwd: app, timeoutMs: 150_000 },
        ),
        'npm install',
      );
      const manifest = JSON.parse(
        readFileSync(join(app, 'node_modules', '@clube', 'adapters', 'package.json'), 'utf8'),
      );
      const core = manifest.dependencies['@clube/core'];
      if (!/^\^?\d+\.\d+\.\d+$/.test(core)) throw new Error(`@clube/core dependency is "${core}"`);
      return `@clube/adapters depends on @clube/core ${core}`;
    });
    if (!installed) return;

    const bot = guideBot();
    writeFileSync(join(app, 'bot.mjs'), bot);
    writeFileSync(join(app, 'bot.mts'), bot);
    writeFileSync(join(app, 'host-api.mjs'), HOST_API);
    writeFileSync(join(app, 'types.mts'), TYPE_CHECKS);
    const entries = PACKAGES.flatMap((name) => {
      const manifest = JSON.parse(
        readFileSync(join(app, 'node_modules', '@clube', name, 'package.json'), 'utf8'),
      );
      return Object.keys(manifest.exports)
        .filter((entry) => entry !== './package.json')
        .map((entry) => `@clube/${name}${entry.slice(1)}`);
    });
    writeFileSync(
      join(app, 'entries.mts'),
      entries.map((entry, i) => `import * as entry${i} from '${entry}';`).join('\n') +
        `\nexport const entries = [${entries.map((_, i) => `entry${i}`).join(', ')}];\n`,
    );
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
    const env = { CLUBE_API_URL: sandbox.url, NODE_OPTIONS: '' };

    await check("the guide's bot, with plain node", async () => {
      const out = must(
        await exec(process.execPath, ['bot.mjs'], { cwd: app, env }),
        'node bot.mjs',
      );
      for (const expected of [
        /signed in as/,
        /2 pages: \d+ of \d+ campaigns/,
        /favorited /,
        /unread notifications/,
        /withdrew R\$\s20,00 by Pix/,
      ]) {
        if (!expected.test(out)) throw new Error(`no ${expected} in:\n${out}`);
      }
      return out.trim().split('\n').join(' | ');
    });

    await check('every entry loads in plain node', async () => {
      const script = entries.map((entry) => `await import('${entry}');`).join('\n');
      writeFileSync(join(app, 'entries.mjs'), script);
      must(await exec(process.execPath, ['entries.mjs'], { cwd: app, env }), 'node entries.mjs');
      return `${entries.length} entries`;
    });

    await check('host API: outcomes, abort, inspect, exit without stop()', async () => {
      const t0 = Date.now();
      const out = must(
        await exec(process.execPath, ['host-api.mjs'], { cwd: app, env, timeoutMs: 20_000 }),
        'node host-api.mjs (killed after 20 s if it never exits)',
      );
      const expected = [
        'refused:server',
        'signedIn',
        'waitFor:aborted',
        'timeout:timeout',
        'inspected:true',
      ];
      const lines = out.trim().split('\n');
      for (const line of expected)
        if (!lines.includes(line)) throw new Error(`no "${line}" in:\n${out}`);
      return `exited by itself in ${Date.now() - t0} ms`;
    });

    await check(
      'tsc: NodeNext, strict, exactOptionalPropertyTypes, skipLibCheck false',
      async () => {
        const ran = await exec(BIN('tsc'), ['-p', 'tsconfig.json'], { cwd: app });
        const errors = ran.output.split('\n').filter((line) => /error TS\d+/.test(line));
        const ours = errors.filter((line) => !UPSTREAM.test(line));
        if (ours.length) throw new Error(ours.join('\n'));
        if (ran.code !== 0 && errors.length === 0) throw new Error(ran.output);
        return `0 errors in @clube/* and the consumer's files; ${errors.length} in xstate's own declarations (upstream)`;
      },
    );

    for (const name of PACKAGES) {
      await check(`publint @clube/${name}`, async () => {
        const dir = join(app, 'node_modules', '@clube', name);
        const out = must(await exec(BIN('publint'), ['run', dir, '--strict']), 'publint');
        // publint colours its lines when CI is set (picocolors): read them without the codes.
        const said = out
          .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
          .split('\n')
          .filter(
            (line) =>
              line.trim() &&
              !/^Running publint|^Packing files|^Linting\.\.\.$|^All good/.test(line.trim()),
          );
        if (said.length) throw new Error(out);
        return undefined;
      });
      await check(`arethetypeswrong @clube/${name}`, async () => {
        // An ES-module package: node10 and require() resolutions are out of scope (esm-only);
        // attw exits non-zero on any problem in the others (node16 from ESM, bundler).
        must(
          await exec(BIN('attw'), [tarball(name), '--profile', 'esm-only', '--format', 'json']),
          'attw',
        );
        return 'no problem under node16 (ESM) and bundler resolution';
      });
    }
  } finally {
    await sandbox.close();
    rmSync(work, { recursive: true, force: true });
    const passed = checks.filter((c) => c.ok).length;
    mkdirSync(dirname(REPORT), { recursive: true });
    writeFileSync(
      REPORT,
      JSON.stringify({ passed, failed: checks.length - passed, checks }, null, 2),
    );
    console.log(`sdk: ${passed} passed, ${checks.length - passed} failed`);
  }
}

main().then(
  () => process.exit(checks.length > 0 && checks.every((c) => c.ok) ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
