import { describe, expect, it } from 'vitest';
import { createSandbox } from '../index.ts';

// Runs only with a PostgreSQL server to wipe: SANDBOX_TEST_DATABASE_URL=postgres://… (the
// schema `public` of that database is dropped and reseeded).
const url = process.env.SANDBOX_TEST_DATABASE_URL;

describe.skipIf(!url)('DATABASE_URL (a real PostgreSQL)', () => {
  it('migrates, seeds and answers with the same SQL as PGlite', async () => {
    const sandbox = await createSandbox({ databaseUrl: url!, reset: true });
    try {
      const login = await fetch(`${sandbox.url}/clube/v1/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ document: '52998224725', password: 'clube123' }),
      });
      const { token } = (await login.json()) as { token: string };
      const response = await fetch(`${sandbox.url}/clube/v1/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ campaigns(tags: ["verao"]) { total } favorites }' }),
      });
      const body = (await response.json()) as {
        data: { campaigns: { total: number }; favorites: string[] };
      };
      expect(body.data.campaigns.total).toBeGreaterThan(10);
      expect(body.data.favorites.length).toBe(10);
    } finally {
      await sandbox.close();
    }
  });
});
