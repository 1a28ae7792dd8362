import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// PGlite on a data directory writes through Emscripten's NODEFS: every write() of PostgreSQL is
// a write to the real file, and a commit writes its WAL before the answer goes out
// (synchronous_commit is on; PGlite runs with fsync off, so this is about the process dying,
// not the machine losing power). This test holds the sandbox to that.

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(PACKAGE_DIR, 'src', 'cli.ts');
const MEMBER = { document: '52998224725', password: 'clube123' };

let dataDir: string;
const running = new Set<ChildProcess>();

/** Starts the command-line sandbox on `dataDir` and a free port; resolves with its URL. */
function startCli(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, PORT: '0', SANDBOX_DATA_DIR: dataDir, SANDBOX_FAULT_RATE: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer): void => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/\S+)/.exec(output);
      if (ready) resolve({ child, url: ready[1]! });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}): ${output}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function call(
  url: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}/clube/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function tokenAt(url: string): Promise<string> {
  const { body } = await call(url, '/login', { method: 'POST', json: MEMBER });
  return body.token as string;
}

const STATE_QUERY = `query ($slug: String!) {
  user { cashback city }
  campaign(slug: $slug) { is_liked liked_count }
}`;

async function state(url: string, token: string, slug: string) {
  const { body } = await call(url, '/graphql', {
    method: 'POST',
    token,
    json: { query: STATE_QUERY, variables: { slug } },
  });
  return body.data as {
    user: { cashback: number; city: string | null };
    campaign: { is_liked: boolean; liked_count: number };
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'clube-kill-'));
});

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('acknowledged writes', () => {
  it('survive SIGKILL of the sandbox: a restart on the same data directory reads them', async () => {
    const first = await startCli();
    const token = await tokenAt(first.url);
    const { body: search } = await call(first.url, '/graphql', {
      method: 'POST',
      token,
      json: { query: '{ campaigns(limit: 50) { data { slug is_liked } } }' },
    });
    const campaigns = (
      search.data as { campaigns: { data: { slug: string; is_liked: boolean }[] } }
    ).campaigns.data;
    const slug = campaigns.find((campaign) => !campaign.is_liked)!.slug;
    const before = await state(first.url, token, slug);

    // Three kinds of write, each acknowledged, then the process dies without any clean-up.
    const withdrawal = await call(first.url, '/cashback/withdraw', {
      method: 'POST',
      token,
      json: { pix_type: 'email', pix_email: 'marina@example.com', value: 2000 },
    });
    expect(withdrawal.status).toBe(200);
    const like = await call(first.url, '/graphql', {
      method: 'POST',
      token,
      json: { query: 'mutation ($slug: String!) { like(slug: $slug) }', variables: { slug } },
    });
    expect(like.body).toEqual({ data: { like: true } });
    const profile = await call(first.url, '/user', {
      method: 'PATCH',
      token,
      json: { city: 'Sobral' },
    });
    expect(profile.status).toBe(200);
    await killHard(first.child);

    const second = await startCli();
    try {
      const after = await state(second.url, await tokenAt(second.url), slug);
      expect(after).toEqual({
        user: { cashback: before.user.cashback - 2000, city: 'Sobral' },
        campaign: { is_liked: true, liked_count: before.campaign.liked_count + 1 },
      });
    } finally {
      await killHard(second.child);
    }
  }, 120_000);
});
