import { createHash } from 'node:crypto';
import { imagePath } from '../assets/images.ts';
import { hashPassword } from '../auth/password.ts';
import { insertCompany } from '../db/companies.ts';
import type { Database } from '../db/database.ts';
import { insertMember } from '../db/users.ts';
import { sortName } from '../domain/sort-name.ts';
import { activityRows } from './activity.ts';
import type { CampaignRef } from './activity.ts';
import { SEED_BANNERS } from './catalogue/banners.ts';
import { SEED_CAMPAIGNS } from './catalogue/campaigns.ts';
import { SEED_CATEGORIES } from './catalogue/categories.ts';
import { SEED_NOTICES } from './catalogue/notices.ts';
import { SEED_PARTNERS } from './catalogue/partners.ts';
import { DEMO_COMPANY } from './demo-company.ts';
import { DEMO_MEMBERS } from './demo-members.ts';
import { ENGAJA_COMPANY } from './engaja-company.ts';
import { GENERIC_COMPANY, GENERIC_MEMBER } from './generic-company.ts';
import {
  HOSTILE_BANNERS,
  HOSTILE_CAMPAIGNS,
  HOSTILE_CATEGORIES,
  HOSTILE_COMPANY,
  HOSTILE_MEMBER,
  HOSTILE_NOTICES,
  HOSTILE_PARTNERS,
} from './hostile-company.ts';
import { insertRows } from './insert.ts';

/** A salt derived from the document keeps seeded hashes identical from one run to the next. */
function seedSalt(document: string): Buffer {
  return createHash('sha256').update(`clube-sandbox-seed:${document}`).digest().subarray(0, 16);
}

const NEGATIVE_EXPERIENCE_TYPES = [
  'O desconto não foi aplicado',
  'O parceiro não reconheceu o clube',
  'O código não funcionou',
  'Outro problema',
];

// The hostile-input company's rows come after the others: the ids of the first two companies'
// rows do not depend on it.
const PARTNERS = [...SEED_PARTNERS, ...HOSTILE_PARTNERS];
const CAMPAIGNS = [...SEED_CAMPAIGNS, ...HOSTILE_CAMPAIGNS];

/** Inserts the companies, their members, catalogue and member activity in one transaction. */
export async function seed(db: Database): Promise<void> {
  const members = await Promise.all(
    // The generic app's member comes last: earlier members keep their ids.
    [...DEMO_MEMBERS, HOSTILE_MEMBER, GENERIC_MEMBER].map(
      async ({ member, password, company, enabled }) => ({
        company: company ?? DEMO_COMPANY.slug,
        enabled: enabled ?? true,
        member: {
          ...member,
          passwordHash:
            password === null ? null : await hashPassword(password, seedSalt(member.document)),
        },
      }),
    ),
  );
  await db.transaction(async (tx) => {
    const companyIds = new Map<string, number>();
    // The generic app (no catalogue) comes last: the other companies keep their ids.
    for (const company of [DEMO_COMPANY, ENGAJA_COMPANY, HOSTILE_COMPANY, GENERIC_COMPANY]) {
      companyIds.set(company.slug, await insertCompany(tx, company));
    }
    const companyId = (slug: string): number => companyIds.get(slug)!;
    for (const { company, member } of members) await insertMember(tx, companyId(company), member);
    await tx.query(`UPDATE users SET enabled = false WHERE document = ANY($1)`, [
      members.filter((m) => !m.enabled).map((m) => m.member.document),
    ]);

    await insertRows(
      tx,
      'categories',
      [...SEED_CATEGORIES, ...HOSTILE_CATEGORIES].map(({ company, ...category }) => ({
        ...category,
        company_id: companyId(company),
      })),
    );
    const partnerIds = await insertRows(
      tx,
      'partners',
      PARTNERS.map(({ company, ...partner }) => ({
        ...partner,
        sort_name: sortName(partner.name),
        company_id: companyId(company),
      })),
    );
    const partnerId = (company: string, slug: string): number =>
      partnerIds[PARTNERS.findIndex((p) => p.company === company && p.slug === slug)]!;
    const campaignIds = await insertRows(
      tx,
      'campaigns',
      CAMPAIGNS.map(({ company, partner, ...campaign }) => ({
        ...campaign,
        sort_name: sortName(campaign.name),
        company_id: companyId(company),
        partner_id: partnerId(company, partner),
      })),
    );
    await insertRows(
      tx,
      'banners',
      [...SEED_BANNERS, ...HOSTILE_BANNERS].map(({ company, ...banner }) => ({
        ...banner,
        company_id: companyId(company),
      })),
    );
    await insertRows(
      tx,
      'notices',
      [...SEED_NOTICES, ...HOSTILE_NOTICES].map(({ company, ...notice }) => ({
        ...notice,
        company_id: companyId(company),
      })),
    );
    await insertRows(
      tx,
      'coins',
      [
        ['clube-demo', 'Pontos Vantagens', '#F5A623'],
        ['engaja-mais', 'Engaja Coins', '#F4E04D'],
        [HOSTILE_COMPANY.slug, HOSTILE_COMPANY.title, '#CC0000'],
      ].map(([company, name, color]) => ({
        company_id: companyId(company!),
        program_name: name,
        program_image: imagePath('coin', color!, name!),
      })),
    );
    await insertRows(
      tx,
      'negative_experience_types',
      NEGATIVE_EXPERIENCE_TYPES.map((title) => ({ title, status: true })),
    );
    await insertRows(
      tx,
      'invites',
      [
        {
          token: 'convite-clube-demo',
          company_id: companyId('clube-demo'),
          expires_at: '2099-12-31T23:59:59Z',
        },
        {
          token: 'convite-expirado',
          company_id: companyId('clube-demo'),
          expires_at: '2020-01-01T00:00:00Z',
        },
      ],
      false,
    );
    await insertRows(
      tx,
      'password_resets',
      [
        { token: 'reset-valido-demo', user_id: 1, expires_at: '2099-12-31T23:59:59Z' },
        { token: 'reset-expirado-demo', user_id: 1, expires_at: '2020-01-01T00:00:00Z' },
      ],
      false,
    );

    const refs: CampaignRef[] = SEED_CAMPAIGNS.map((c, i) => {
      const partner = SEED_PARTNERS.find((p) => p.company === c.company && p.slug === c.partner)!;
      return {
        id: campaignIds[i]!,
        slug: c.slug,
        type: c.type,
        event: c.event,
        partnerId: partnerId(c.company, c.partner),
        partnerName: partner.name,
        companyId: companyId(c.company),
      };
    });
    const activity = activityRows(refs);
    for (const table of [
      'notifications',
      'vouchers',
      'transactions',
      'letters',
      'cashbacks',
    ] as const) {
      await insertRows(tx, table, activity[table]);
    }
    await insertRows(tx, 'favorites', activity.favorites, false);
    await insertRows(tx, 'likes', activity.likes, false);
    // A member's like is part of the campaign's count.
    await tx.query(
      'UPDATE campaigns SET liked_count = liked_count + 1 WHERE id IN (SELECT campaign_id FROM likes)',
    );
    // Marina has seen notifications until two days ago: the later ones are new.
    await tx.query(`UPDATE users SET notifications_seen_at = '2026-11-20T12:00:00Z' WHERE id = 1`);
  });
}
