import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
let staticDir: string;

const policyOf = async (path: string): Promise<string | null> =>
  (await t.app.request(path, { headers: { Accept: 'text/html' } })).headers.get(
    'Content-Security-Policy',
  );

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'clube-headers-'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Clube</title>');
  t = await createTestApp({ staticDir });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('the composed app', () => {
  it("puts the policy on the web app's pages and the sandbox's own pages; no GraphiQL", async () => {
    for (const path of ['/', '/entrar', '/carteira/pontos', '/sandbox/sair']) {
      const policy = await policyOf(path);
      expect(policy, path).toContain("script-src 'self';");
      expect(policy).toContain('report-uri /__csp-report');
      const page = await t.app.request(path, { headers: { Accept: 'text/html' } });
      expect(page.headers.get('Permissions-Policy'), path).toContain('camera=()');
      expect(page.headers.get('Cross-Origin-Opener-Policy'), path).toBe('same-origin');
    }
    // GraphiQL exists only in development (graphql/limits.test.ts), never beside the app.
    const graphiql = await t.app.request('/clube/v1/graphql', { headers: { Accept: 'text/html' } });
    expect(graphiql.headers.get('Content-Type') ?? '').not.toContain('text/html');
    expect(graphiql.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('marks every API answer no-store, the signed-in ones and the one that hands out a token', async () => {
    const token = await t.tokenOf('52998224725');
    const answers = [
      await t.api(token, 'GET', '/notification'),
      await t.api(token, 'POST', '/graphql', { query: '{ user { id } }' }),
      await t.app.request('/clube/v1/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ document: '52998224725', password: 'clube123' }),
      }),
      await t.api('garbage', 'GET', '/notification'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 401]);
    for (const answer of answers) expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });

  it("lets a company's stylesheet on another host through style-src, as soon as it is set", async () => {
    expect(await policyOf('/')).toContain("style-src 'self';");
    await t.db.query(
      `UPDATE companies SET config = config || '{"custom_script": "https://estilos.engaja.example/clube.css?v=3"}'
        WHERE slug = 'engaja-mais'`,
    );
    await t.db.query(
      `UPDATE companies SET config = config || '{"custom_script": "/media/clube-demo.css"}'
        WHERE slug = 'clube-demo'`,
    );
    try {
      expect(await policyOf('/')).toContain("style-src 'self' https://estilos.engaja.example;");
    } finally {
      await t.db.query(`UPDATE companies SET config = config || '{"custom_script": null}'`);
    }
    expect(await policyOf('/')).toContain("style-src 'self';");
  });

  it('records a violation a browser posts and lists it', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'http://127.0.0.1/campanhas',
        'effective-directive': 'img-src',
        'blocked-uri': 'https://tracker.example/p.gif',
      },
    };
    const posted = await t.app.request('/__csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(posted.status).toBe(204);
    const listed = (await (await t.app.request('/__csp-report')).json()) as {
      reports: { blockedUri: string; directive: string }[];
    };
    expect(listed.reports).toEqual([
      expect.objectContaining({
        blockedUri: 'https://tracker.example/p.gif',
        directive: 'img-src',
      }),
    ]);
  });
});
