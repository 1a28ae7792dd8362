import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMemberToken, verifyMemberToken } from './auth/jwt.ts';
import { createSandbox } from './index.ts';
import type { Sandbox } from './index.ts';

const SECRET = 'sandbox-test-secret';
const SPA_HTML = '<!doctype html><title>Clube SPA</title>';

let sandbox: Sandbox;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'clube-spa-'));
  await writeFile(join(staticDir, 'index.html'), SPA_HTML);
  await writeFile(join(staticDir, 'app.js'), 'console.log("clube");');
  sandbox = await createSandbox({
    port: 0,
    jwtSecret: SECRET,
    tokenTtlSeconds: 3600,
    staticDir,
    corsOrigins: ['http://localhost:5173'],
  });
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
  await rm(staticDir, { recursive: true, force: true });
});

function login(body: unknown): Promise<Response> {
  return fetch(`${sandbox.url}/clube/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function demoToken(): Promise<string> {
  const { document, password } = sandbox.demo.member;
  const body = (await (await login({ document, password })).json()) as { token: string };
  return body.token;
}

function graphql(query: string, token?: string): Promise<Response> {
  return fetch(`${sandbox.url}/clube/v1/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
}

describe('sandbox', () => {
  it('describes the demo company and member', () => {
    expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
    expect(sandbox.demo).toEqual({
      company: { slug: 'clube-demo', title: 'Clube Vantagens' },
      member: { document: '52998224725', password: 'clube123', name: 'Marina Souza' },
    });
  });

  it('answers the health check', async () => {
    const response = await fetch(`${sandbox.url}/healthz`);
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe('POST /clube/v1/login', () => {
  it('signs the demo member in with a token carrying the documented claims', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await login({ document: '529.982.247-25', password: 'clube123' });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };

    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({
      sub: '1',
      company: 'clube-demo',
      document: '52998224725',
      name: 'Marina Souza',
    });
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.exp - claims.iat).toBe(3600);
    expect(verifyMemberToken(token, SECRET)).toEqual(claims);
    expect(verifyMemberToken(token, 'another-secret')).toBeNull();
  });

  it('accepts the company slug explicitly', async () => {
    const response = await login({
      document: '52998224725',
      password: 'clube123',
      company: 'clube-demo',
    });
    expect(response.status).toBe(200);
  });

  it('asks a member who has not activated the account to activate it', async () => {
    const response = await login({ document: '111.444.777-35', password: 'anything' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ activate: true });
  });

  it('refuses a wrong password or an unknown document with code 1', async () => {
    for (const body of [
      { document: '52998224725', password: 'wrong' },
      { document: '00000000191', password: 'clube123' },
    ]) {
      const response = await login(body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        errors: [{ message: 'Credenciais inválidas', code: 1 }],
      });
    }
  });

  it('refuses a blocked member with code 12', async () => {
    const response = await login({ document: '39053344705', password: 'clube123' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Este usuário foi bloqueado', code: 12 }],
    });
  });

  it('requires document and password', async () => {
    for (const body of [
      { document: '52998224725' },
      { password: 'clube123' },
      { document: '', password: 'x' },
    ]) {
      const response = await login(body);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ errors: [{ message: 'Campo obrigatório!' }] });
    }
  });

  it('answers 404 for an unknown company', async () => {
    const response = await login({
      document: '52998224725',
      password: 'clube123',
      company: 'nope',
    });
    expect(response.status).toBe(404);
  });
});

describe('GraphQL /clube/v1/graphql', () => {
  it('answers the signed-in member and their company config', async () => {
    const response = await graphql(
      `
        {
          user {
            id
            name
            last_name
            document
            cashback
            cashback_total
            awards_balance
            engagement_balance
            has_password
            birthday
          }
          config {
            title
            slug
            permissions
            colors {
              primary
              secondary
              tertiary
            }
            show_developer_credit
            marketplace_client_url
            support_link
            has_geolocation_access
            has_request_partners
            logout
            has_api_access
            logo
            favicon
            sign_in {
              mainText
              mainButtonText
              forgotPassword
              or
              background
            }
          }
        }
      `,
      await demoToken(),
    );
    expect(response.status).toBe(200);
    const { data, errors } = (await response.json()) as {
      data: { user: unknown; config: unknown };
      errors?: unknown;
    };
    expect(errors).toBeUndefined();
    expect(data.user).toEqual({
      id: '1',
      name: 'Marina',
      last_name: 'Souza',
      document: '52998224725',
      cashback: 4590,
      cashback_total: 12990,
      awards_balance: 12000,
      engagement_balance: 35000,
      has_password: true,
      birthday: '1990-04-12',
    });
    expect(data.config).toMatchObject({
      title: 'Clube Vantagens',
      slug: 'clube-demo',
      permissions: ['marketplace', 'engagement', 'awards', 'highlight', 'cashback_tab', 'vidalink'],
      colors: { primary: '#565F7D', secondary: '#B7BBC8', tertiary: '#f5a623' },
      show_developer_credit: true,
      marketplace_client_url: '/loja',
      support_link: null,
      has_geolocation_access: true,
      has_request_partners: true,
      logout: false,
      has_api_access: false,
      logo: '/media/companies/clube-demo/logo.png',
      sign_in: { mainButtonText: 'Entrar', forgotPassword: 'Esqueci minha senha', or: 'ou' },
    });
  });

  it('answers 401 Unauthorized without a valid token', async () => {
    const expired = signMemberToken(
      { sub: '1', company: 'clube-demo', document: '52998224725', name: 'Marina Souza', ver: 0 },
      SECRET,
      60,
      Math.floor(Date.now() / 1000) - 120,
    );
    for (const token of [undefined, 'garbage', expired]) {
      const response = await graphql('{ config { title } }', token);
      expect(response.status).toBe(401);
      const body = (await response.json()) as { errors: { message: string }[] };
      expect(body.errors).toEqual([expect.objectContaining({ message: 'Unauthorized' })]);
    }
  });

  it('answers the public config without a token', async () => {
    const response = await graphql(
      '{ publicConfig { title slug favicon sign_in { mainText } } other: publicConfig(company: "clube-demo") { slug } }',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: {
        publicConfig: {
          title: 'Clube Vantagens',
          slug: 'clube-demo',
          favicon: '/media/companies/clube-demo/favicon.png',
          sign_in: { mainText: 'Aproveite descontos exclusivos das melhores marcas' },
        },
        other: { slug: 'clube-demo' },
      },
    });
  });

  it('reports an unknown company', async () => {
    const response = await graphql('{ publicConfig(company: "nope") { slug } }');
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe('Empresa não encontrada');
  });
});

describe('other routes', () => {
  it('answers JSON 404 for unknown API paths', async () => {
    const response = await fetch(`${sandbox.url}/clube/v1/unknown`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });

  it('serves the generated company images as PNG and as the SVG they are drawn from', async () => {
    for (const file of [
      'logo',
      'mobile-logo',
      'favicon',
      'sign-in-background',
      'sign-in-logo',
      'partners',
      'app-icon',
    ]) {
      const response = await fetch(`${sandbox.url}/media/companies/clube-demo/${file}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      const raster = await fetch(`${sandbox.url}/media/companies/clube-demo/${file}.png`);
      expect(raster.headers.get('content-type')).toBe('image/png');
      const png = new Uint8Array(await raster.arrayBuffer());
      expect([...png.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    }
    for (const missing of [
      'nope/logo.svg',
      'nope/logo.png',
      'clube-demo/other.png',
      'clube-demo/logo.gif',
    ])
      expect((await fetch(`${sandbox.url}/media/companies/${missing}`)).status).toBe(404);
  });

  it('points the seed and the manifest at PNG logos and icons, the sign-in background at SVG', async () => {
    const body = (await (
      await graphql(
        '{ publicConfig { logo mobile_logo favicon sign_in { background signInLogo } } }',
      )
    ).json()) as {
      data: { publicConfig: Record<string, unknown> & { sign_in: Record<string, string> } };
    };
    const config = body.data.publicConfig;
    expect([config.logo, config.mobile_logo, config.favicon, config.sign_in.signInLogo]).toEqual(
      ['logo', 'mobile-logo', 'favicon', 'sign-in-logo'].map(
        (kind) => `/media/companies/clube-demo/${kind}.png`,
      ),
    );
    expect(config.sign_in.background).toBe('/media/companies/clube-demo/sign-in-background.svg');
    const manifest = (await (await fetch(`${sandbox.url}/manifest.webmanifest`)).json()) as {
      icons: { src: string; type: string }[];
    };
    expect(manifest.icons).toEqual([
      expect.objectContaining({
        src: '/media/companies/clube-demo/app-icon.png',
        type: 'image/png',
      }),
      expect.objectContaining({
        src: '/media/companies/clube-demo/favicon.png',
        type: 'image/png',
      }),
    ]);
  });

  it('serves the SPA, with index.html for client-side routes', async () => {
    const asset = await fetch(`${sandbox.url}/app.js`);
    expect(await asset.text()).toBe('console.log("clube");');

    for (const path of ['/', '/entrar', '/campanhas/oferta-x?favorites=true']) {
      const response = await fetch(`${sandbox.url}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toBe(SPA_HTML);
    }
    expect((await fetch(`${sandbox.url}/assets/missing.js`)).status).toBe(404);
  });
});

describe('faults in the running sandbox', () => {
  it('applies the x-sandbox-fault header to the API and the CEP service only', async () => {
    const fault = { 'x-sandbox-fault': 'status=500' };
    const api = await fetch(`${sandbox.url}/clube/v1/graphql`, {
      method: 'POST',
      headers: { ...fault, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ publicConfig { slug } }' }),
    });
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({ errors: [{ message: 'Erro interno simulado' }] });
    expect((await fetch(`${sandbox.url}/cep/v2/01310100`, { headers: fault })).status).toBe(500);
    expect((await fetch(`${sandbox.url}/healthz`, { headers: fault })).status).toBe(200);
    const preflight = await fetch(`${sandbox.url}/clube/v1/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-sandbox-fault',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-sandbox-fault',
    );
  });
});

describe('CORS', () => {
  it('answers only the configured origins, and never exposes a reset token', async () => {
    const ask = (origin: string) =>
      fetch(`${sandbox.url}/clube/v1/company/user/remember`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ document: '98765432100' }),
      });
    const allowed = await ask('http://localhost:5173');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const other = await ask('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    for (const answer of [allowed, other]) {
      expect(answer.headers.get('access-control-expose-headers')).toBeNull();
      expect([...answer.headers.keys()].filter((name) => /reset/i.test(name))).toEqual([]);
      expect(JSON.stringify(await answer.json())).not.toMatch(/[0-9a-f]{32}/);
    }
    // The link went to the outbox, which only this process can read.
    expect(sandbox.outbox.lastResetToken('98765432100')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('catalogue images', () => {
  it('draws the images the seed points to as PNG (their SVG beside), and 404s for unknown kinds or colours', async () => {
    const query = '{ campaigns(limit: 1) { data { image partner { logo } } } }';
    const body = (await (await graphql(query, await demoToken())).json()) as {
      data: { campaigns: { data: { image: string; partner: { logo: string } }[] } };
    };
    const [campaign] = body.data.campaigns.data;
    for (const path of [campaign!.image, campaign!.partner.logo]) {
      expect(path).toMatch(/^\/media\/images\/.+\.png$/);
      const response = await fetch(`${sandbox.url}${path}`);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = new Uint8Array(await response.arrayBuffer());
      expect([...png.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
      const drawing = await fetch(`${sandbox.url}${path.replace(/\.png$/, '.svg')}`);
      expect(drawing.headers.get('content-type')).toContain('image/svg+xml');
      expect(await drawing.text()).toMatch(/^<svg [^>]*role="img"/);
    }
    expect((await fetch(`${sandbox.url}/media/images/poster/ffffff/x.svg`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/media/images/logo/zzzzzz/x.svg`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/media/images/logo/zzzzzz/x.png`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/media/images/logo/ffffff/x.gif`)).status).toBe(404);
  });
});

describe('reset', () => {
  it('reseeds so the demo member signs in with the same id', async () => {
    await sandbox.reset();
    const token = await demoToken();
    expect(verifyMemberToken(token, SECRET)?.sub).toBe('1');
  });
});
