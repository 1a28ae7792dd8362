import { HOSTILE_SLUG, XSS_PAYLOADS } from './hostile-company.ts';
import { GENERIC_MEMBER, GENERIC_SLUG } from './generic-company.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { CAMPAIGN_TYPES, INJECTION_SLUG, SYMBOLS } from './catalogue/campaigns.ts';

let db: Database;

beforeAll(async () => {
  db = await openDatabase(null);
  await prepareDatabase(db);
});

afterAll(() => db.close());

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}

describe('the seed', () => {
  it('has two product companies that differ in colours, permissions and flags, the hostile one and the generic app', async () => {
    const companies = await rows<{
      slug: string;
      config: {
        permissions: string[];
        colors: { primary: string };
        logout_url: string | null;
        main_category: string | null;
      };
    }>('SELECT slug, config FROM companies ORDER BY id');
    // In this order: the ids of the first three do not change with the generic app.
    expect(companies.map((c) => c.slug)).toEqual([
      'clube-demo',
      'engaja-mais',
      HOSTILE_SLUG,
      GENERIC_SLUG,
    ]);
    const [demo, engaja] = companies;
    expect(demo!.config.permissions).toEqual([
      'marketplace',
      'engagement',
      'awards',
      'highlight',
      'cashback_tab',
      'vidalink',
    ]);
    expect(engaja!.config.permissions).toEqual(['engagement']);
    expect(engaja!.config.main_category).toBeTruthy();
    expect(engaja!.config.logout_url).toBeTruthy();
    expect(demo!.config.colors.primary).not.toBe(engaja!.config.colors.primary);
  });

  it('has one generic app, whose sign-in page is on this site, with an active member', async () => {
    const companies = await rows<{
      slug: string;
      config: { generic_app: boolean; url: string | null; logout_url: string | null };
    }>('SELECT slug, config FROM companies ORDER BY id');
    const generic = companies.filter((c) => c.config.generic_app);
    expect(generic.map((c) => c.slug)).toEqual([GENERIC_SLUG]);
    // A path of this site: Sair goes there with logout=true and no internet is needed.
    expect(generic[0]!.config.url).toBe(`/entrar?company=${GENERIC_SLUG}`);
    // A logout_url would send signed-out visitors there first (SPEC §2 start-up).
    expect(generic[0]!.config.logout_url).toBeNull();
    const members = await rows<{ document: string; activated: boolean; id: number }>(
      `SELECT u.document, u.activated, u.id FROM users u JOIN companies c ON c.id = u.company_id
       WHERE c.slug = $1`,
      [GENERIC_SLUG],
    );
    expect(members).toEqual([
      { document: GENERIC_MEMBER.member.document, activated: true, id: expect.any(Number) },
    ]);
    const [others] = await rows<{ max: number }>(
      `SELECT max(u.id) AS max FROM users u JOIN companies c ON c.id = u.company_id
       WHERE c.slug <> $1`,
      [GENERIC_SLUG],
    );
    expect(members[0]!.id).toBeGreaterThan(others!.max);
  });

  it('has members in every activation state and balances', async () => {
    const members = await rows<{
      activated: boolean;
      enabled: boolean;
      blocked: boolean;
      has_password: boolean;
      cashback: number;
      awards_balance: number;
      engagement_balance: number;
    }>(
      'SELECT activated, enabled, blocked, password_hash IS NOT NULL AS has_password, cashback, awards_balance, engagement_balance FROM users',
    );
    expect(
      members.some(
        (m) =>
          m.activated &&
          m.has_password &&
          !m.blocked &&
          m.cashback >= 2000 &&
          m.awards_balance > 0 &&
          m.engagement_balance > 0,
      ),
    ).toBe(true);
    expect(members.some((m) => !m.activated && m.enabled && !m.blocked)).toBe(true);
    expect(members.some((m) => m.blocked)).toBe(true);
    expect(members.some((m) => !m.enabled)).toBe(true);
  });

  it('has 80+ campaigns over every type and symbol, and 25+ located partners', async () => {
    const campaigns = await rows<{
      type: string;
      symbol: string;
      event: string;
      slug: string;
      description: string;
    }>('SELECT type, symbol, event, slug, description FROM campaigns WHERE company_id = 1');
    expect(campaigns.length).toBeGreaterThanOrEqual(80);
    expect(new Set(campaigns.map((c) => c.type))).toEqual(new Set(CAMPAIGN_TYPES));
    expect(new Set(campaigns.map((c) => c.symbol))).toEqual(new Set(SYMBOLS));
    expect(new Set(campaigns.map((c) => c.event))).toEqual(
      new Set(['award', 'payment', 'engagement', 'other']),
    );
    expect(campaigns.find((c) => c.slug === INJECTION_SLUG)?.description).toContain('<script>');
    expect(
      campaigns.filter(
        (c) => /<(ul|ol)>/.test(c.description) && c.description.includes('<a href="/'),
      ).length,
    ).toBeGreaterThan(70);
    const partners = await rows<{ latitude: number; longitude: number; state: string }>(
      "SELECT latitude, longitude, address->>'state' AS state FROM partners WHERE company_id = 1",
    );
    expect(partners.length).toBeGreaterThanOrEqual(25);
    for (const p of partners) {
      // Inside Brazil's bounding box.
      expect(p.latitude).toBeGreaterThan(-34);
      expect(p.latitude).toBeLessThan(6);
      expect(p.longitude).toBeGreaterThan(-74);
      expect(p.longitude).toBeLessThan(-34);
    }
    expect(new Set(partners.map((p) => p.state)).size).toBeGreaterThan(10);
  });

  it('has activity in several states', async () => {
    const statuses = await rows<{ status: string }>('SELECT DISTINCT status FROM cashbacks');
    expect(statuses.length).toBe(5);
    const read = await rows<{ read: boolean }>('SELECT DISTINCT read FROM notifications');
    expect(read.length).toBe(2);
    const notices = await rows<{ type: string; first_access: boolean }>(
      'SELECT DISTINCT type, first_access FROM notices',
    );
    expect(notices).toEqual(
      expect.arrayContaining([
        { type: 'award', first_access: false },
        { type: 'other', first_access: true },
        { type: 'other', first_access: false },
      ]),
    );
    for (const table of [
      'vouchers',
      'transactions',
      'letters',
      'favorites',
      'likes',
      'categories',
      'banners',
    ]) {
      expect(
        (await rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n,
      ).toBeGreaterThan(2);
    }
  });

  it('holds no external URL outside the hostile company (whose links the app must refuse)', async () => {
    const tables = await rows<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const [hostile] = await rows<{ id: number }>('SELECT id FROM companies WHERE slug = $1', [
      HOSTILE_SLUG,
    ]);
    const ordinary = (row: Record<string, unknown>) =>
      row['company_id'] !== hostile!.id && row['slug'] !== HOSTILE_SLUG;
    for (const { table_name } of tables) {
      const all = await rows<Record<string, unknown>>(`SELECT * FROM ${table_name}`);
      const dump = JSON.stringify(all.filter(ordinary));
      expect(dump, table_name).not.toMatch(/https?:\/\/|\/\/[a-z0-9-]+\.[a-z]/i);
    }
  });

  it('is deterministic: reseeding gives the same rows', async () => {
    const snapshot = async () =>
      JSON.stringify(
        await rows('SELECT id, slug, liked_count, event_data FROM campaigns ORDER BY id'),
      );
    const before = await snapshot();
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await prepareDatabase(db);
    expect(await snapshot()).toBe(before);
  });

  it('puts a script-injection attempt in every echoed field of the hostile company', async () => {
    const [company] = await rows<{
      id: number;
      title: string;
      config: { custom_script: string };
    }>('SELECT id, title, config FROM companies WHERE slug = $1', [HOSTILE_SLUG]);
    expect(company!.title).toMatch(/<img src=x onerror=/);
    expect(company!.config.custom_script).toMatch(/^javascript:/);
    const campaigns = await rows<{
      description: string;
      howtouse: string;
      important: string;
      title: string;
    }>('SELECT description, howtouse, important, title FROM campaigns WHERE company_id = $1', [
      company!.id,
    ]);
    expect(campaigns.length).toBe(10);
    for (const campaign of campaigns) {
      for (const payload of XSS_PAYLOADS) {
        expect(campaign.description).toContain(payload);
        expect(campaign.howtouse).toContain(payload);
        expect(campaign.important).toContain(payload);
      }
      expect(campaign.title).toMatch(/[<"']/);
    }
    const [notice] = await rows<{ message: string; link: string }>(
      'SELECT message, link FROM notices WHERE company_id = $1',
      [company!.id],
    );
    expect(notice!.message).toContain('<script>');
    expect(notice!.link).toMatch(/^javascript:/);
  });
});
