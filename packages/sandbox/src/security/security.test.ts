import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, httpOrigin, SVG_POLICY } from './content-security-policy.ts';
import { createCspReportLog, cspReportRoutes, violationsOf } from './csp-reports.ts';
import { PERMISSIONS_POLICY, securityHeaders } from './security-headers.ts';

const directives = (policy: string): Map<string, string> =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('the content security policy', () => {
  it('allows scripts from this origin only, never inline without a hash', () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe("'self'");
    expect(policy.get('style-src-attr')).toBe("'unsafe-inline'");
    expect(policy.get('img-src')).toBe("'self' data:");
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'self'");
    expect(policy.get('form-action')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('report-uri')).toBe('/__csp-report');
    expect(contentSecurityPolicy()).not.toContain('unsafe-eval');
  });

  it('adds inline script hashes and the origins a deployment configures', () => {
    const policy = directives(
      contentSecurityPolicy({
        scriptHashes: ['sha256-abc='],
        styleOrigins: ['https://cdn.empresa.example', 'https://cdn.empresa.example'],
        connectOrigins: ['https://brasilapi.com.br'],
        imageOrigins: ['https://media.example'],
      }),
    );
    expect(policy.get('script-src')).toBe("'self' 'sha256-abc='");
    expect(policy.get('style-src')).toBe("'self' https://cdn.empresa.example");
    expect(policy.get('connect-src')).toBe("'self' https://brasilapi.com.br");
    expect(policy.get('img-src')).toBe("'self' data: https://media.example");
  });

  it('takes origins from absolute http(s) URLs only', () => {
    expect(httpOrigin('https://cdn.example:8443/css/clube.css?v=2')).toBe(
      'https://cdn.example:8443',
    );
    expect(httpOrigin('/media/custom.css')).toBeNull();
    expect(httpOrigin('javascript:alert(1)')).toBeNull();
    expect(httpOrigin('//evil.example/x.css')).toBeNull();
    expect(httpOrigin(null)).toBeNull();
  });
});

describe('security headers', () => {
  const app = new Hono();
  app.use(
    '*',
    securityHeaders({
      htmlPolicy: async () => "default-src 'self'",
    }),
  );
  app.get('/page', (c) => c.html('<p>oi</p>'));
  app.get('/own', (c) =>
    c.html('<p>oi</p>', 200, { 'Content-Security-Policy': "script-src 'none'" }),
  );
  app.get('/logo.svg', (c) => c.body('<svg/>', 200, { 'Content-Type': 'image/svg+xml' }));
  app.get('/data', (c) => c.json({ ok: true }));

  it('puts nosniff and the referrer policy on every answer, the CSP on HTML and SVG', async () => {
    for (const path of ['/page', '/logo.svg', '/data']) {
      const response = await app.request(path);
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
    const csp = async (path: string) =>
      (await app.request(path)).headers.get('Content-Security-Policy');
    expect(await csp('/page')).toBe("default-src 'self'");
    expect(await csp('/own')).toBe("script-src 'none'");
    expect(await csp('/logo.svg')).toBe(SVG_POLICY);
    expect(await csp('/data')).toBeNull();
  });

  it('puts the Permissions-Policy and the opener policy on HTML only', async () => {
    for (const path of ['/page', '/own']) {
      const response = await app.request(path);
      expect(response.headers.get('Permissions-Policy'), path).toBe(PERMISSIONS_POLICY);
      expect(PERMISSIONS_POLICY).toContain('camera=()');
      expect(response.headers.get('Cross-Origin-Opener-Policy'), path).toBe('same-origin');
    }
    for (const path of ['/logo.svg', '/data']) {
      const response = await app.request(path);
      expect(response.headers.get('Permissions-Policy'), path).toBeNull();
      expect(response.headers.get('Cross-Origin-Opener-Policy'), path).toBeNull();
    }
  });
});

describe('CSP reports', () => {
  const legacy = {
    'csp-report': {
      'document-uri': 'http://127.0.0.1:4300/campanhas',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'https://evil.example/x.js',
      'line-number': 3,
    },
  };
  const reportingApi = [
    {
      type: 'csp-violation',
      body: {
        documentURL: 'http://127.0.0.1:4300/',
        effectiveDirective: 'img-src',
        blockedURL: 'https://x.example/p.gif',
      },
    },
    { type: 'deprecation', body: { id: 'x' } },
  ];

  it('reads both report formats', () => {
    expect(violationsOf(legacy)).toEqual([
      {
        documentUri: 'http://127.0.0.1:4300/campanhas',
        directive: 'script-src-elem',
        blockedUri: 'https://evil.example/x.js',
        sourceFile: null,
        lineNumber: 3,
        sample: null,
      },
    ]);
    expect(violationsOf(reportingApi).map((v) => v.directive)).toEqual(['img-src']);
    expect(violationsOf({ hello: 1 })).toEqual([]);
  });

  it('records what browsers post, lists it (since a point) and forgets on DELETE', async () => {
    const app = new Hono();
    app.route('/__csp-report', cspReportRoutes(createCspReportLog(2)));
    const post = (body: string, type = 'application/csp-report') =>
      app.request('/__csp-report', { method: 'POST', headers: { 'Content-Type': type }, body });
    const list = async (query = '') =>
      (await (await app.request(`/__csp-report${query}`)).json()) as {
        last: number;
        reports: { seq: number; blockedUri: string }[];
      };

    expect((await post(JSON.stringify(legacy))).status).toBe(204);
    expect((await post(JSON.stringify(reportingApi), 'application/reports+json')).status).toBe(204);
    expect((await post('{not json')).status).toBe(400);
    expect((await post(JSON.stringify({ nothing: true }))).status).toBe(400);
    expect((await post(JSON.stringify(legacy))).status).toBe(204);

    const all = await list();
    expect(all.last).toBe(3);
    // Only the last two are kept.
    expect(all.reports.map((r) => r.seq)).toEqual([2, 3]);
    expect((await list('?since=2')).reports.map((r) => r.blockedUri)).toEqual([
      'https://evil.example/x.js',
    ]);
    expect((await app.request('/__csp-report', { method: 'DELETE' })).status).toBe(204);
    expect((await list()).reports).toEqual([]);
  });

  it('refuses a report body over 64 kB', async () => {
    const app = new Hono();
    app.route('/__csp-report', cspReportRoutes(createCspReportLog()));
    const response = await app.request('/__csp-report', {
      method: 'POST',
      body: JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(70_000) } }),
    });
    expect(response.status).toBe(413);
  });
});
