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

function loginDemo(url: string): Promise<Response> {
  return fetch(`${url}/clube/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ document: '52998224725', password: 'clube123' }),
  });
}

describe('a data directory', () => {
  it('keeps the database across restarts', async () => {
    const first = await createSandbox({ dataDir });
    try {
      expect((await loginDemo(first.url)).status).toBe(200);
    } finally {
      await first.close();
    }

    const reopened = await createSandbox({ dataDir });
    try {
      const response = await loginDemo(reopened.url);
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveProperty('token');
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
