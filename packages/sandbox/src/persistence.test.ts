import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from './index.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'clube-data-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function demoToken(url: string): Promise<string> {
  const response = await fetch(`${url}/clube/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ document: '52998224725', password: 'clube123' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function city(url: string): Promise<string> {
  const response = await fetch(`${url}/clube/v1/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await demoToken(url)}`,
    },
    body: JSON.stringify({ query: '{ user { city } }' }),
  });
  return ((await response.json()) as { data: { user: { city: string } } }).data.user.city;
}

describe('a data directory', () => {
  it('keeps the database and the members changes across restarts; reset reseeds', async () => {
    const first = await createSandbox({ dataDir });
    let firstToken: string;
    try {
      firstToken = await demoToken(first.url);
      const response = await fetch(`${first.url}/clube/v1/user`, {
        method: 'PATCH',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${await demoToken(first.url)}`,
        },
        body: JSON.stringify({ city: 'Campinas' }),
      });
      expect(response.status).toBe(200);
    } finally {
      await first.close();
    }

    const reopened = await createSandbox({ dataDir });
    try {
      expect(await city(reopened.url)).toBe('Campinas');
      // The signing secret was generated for this directory and kept: a token outlives a restart.
      const kept = await fetch(`${reopened.url}/clube/v1/notification`, {
        headers: { Authorization: `Bearer ${firstToken}` },
      });
      expect(kept.status).toBe(200);
    } finally {
      await reopened.close();
    }

    const reset = await createSandbox({ dataDir, reset: true });
    try {
      expect(await city(reset.url)).toBe('São Paulo');
    } finally {
      await reset.close();
    }
  }, 60_000);

  it('signs with a secret of its own, not one another installation could know', async () => {
    const other = await createSandbox({});
    try {
      const response = await fetch(`${other.url}/clube/v1/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ document: '52998224725', password: 'clube123' }),
      });
      const { token } = (await response.json()) as { token: string };
      // The same member's token from an in-memory sandbox is refused by the data directory's.
      const reopened = await createSandbox({ dataDir });
      try {
        const refused = await fetch(`${reopened.url}/clube/v1/notification`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(refused.status).toBe(401);
      } finally {
        await reopened.close();
      }
    } finally {
      await other.close();
    }
  }, 60_000);
});
