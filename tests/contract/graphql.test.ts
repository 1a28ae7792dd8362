import { discountPercent, type DiscountSource } from '@clube/core/campaigns';
import { describe, expect, it } from 'vitest';
import { DEMO, useContractClient } from './support/client.ts';
import { CONTRACT_ROOT_FIELDS } from './support/graphql.ts';

// Every query and mutation of club.graphql against an in-memory sandbox; the client checks
// each document against the schema and each answer's data against the schema's shape.
const client = useContractClient();
const { gql, login } = client;

const CAMPAIGN = `id name slug title description image type value discounted_value symbol
  symbol_text_top symbol_text_main symbol_text_bottom end_date important howtouse voucher event
  liked_count only_cashback is_highlighted is_exclusive is_liked is_favorited available_vouchers
  max_voucher_per_user distance tags created_at
  eventData { price code total link cashback_value cashback_symbol is_cashback payment_methods
    rescue_type limit min_value max_value prices_options value }
  addresses { code street number complement neighborhood city state }
  partner { id slug name color logo logo_negative contact { phone } description is_exclusive
    colors { primary } company_id categories { id slug name } }`;
const PAGE = 'to from total per_page current_page last_page';

describe('authentication', () => {
  it('answers 401 Unauthorized for member queries without a token, not for public ones', async () => {
    for (const query of [
      '{ campaigns { total } }',
      'mutation { like(slug: "x") }',
      '{ favorites }',
    ]) {
      const answer = await gql(query);
      expect(answer.status).toBe(401);
      expect(answer.body.errors[0].message).toBe('Unauthorized');
    }
    const open = await gql(
      '{ publicConfig(company: "engaja-mais") { slug permissions main_category logout_url colors { primary } } publicCategories { slug } }',
    );
    expect(open.body.data.publicConfig).toEqual({
      slug: 'engaja-mais',
      permissions: ['engagement'],
      main_category: 'Saúde e Bem-estar',
      logout_url: '/sandbox/sair',
      colors: { primary: '#F4E04D' },
    });
    expect(open.body.data.publicCategories.length).toBe(5);
  });
});

describe('company, user and categories', () => {
  it('answers config, company with its coin, user, categories and negative experience types', async () => {
    const token = await login();
    const { body } = await gql(
      `{ config { slug permissions } company { id name slug logo permissions colors { primary secondary tertiary }
           coin { id program_name program_image balance } }
         user { id name cashback awards_balance engagement_balance }
         categories { id name status slug is_menu menu_order is_home home_order menu_icon color }
         negativeExperience { id title status } }`,
      { token },
    );
    expect(body.data.config.permissions).toContain('vidalink');
    expect(body.data.company.coin).toMatchObject({
      program_name: 'Pontos Vantagens',
      balance: 35000,
    });
    expect(body.data.user).toMatchObject({ cashback: 4590, awards_balance: 12000 });
    expect(body.data.categories).toHaveLength(9);
    expect(body.data.categories.every((c: { status: boolean }) => c.status)).toBe(true);
    expect(
      body.data.categories.map((c: { menu_order: number | null }) => c.menu_order).slice(0, 3),
    ).toEqual([1, 2, 3]);
    expect(body.data.negativeExperience.length).toBeGreaterThan(2);
  });
});

describe('banners', () => {
  it('lists banners of every click target, by type and tag, paged', async () => {
    const token = await login();
    const { body } = await gql(
      `{ banners { id name image image_secondary link type institutional showcase tags vidalink only_tagged
           partner { slug } campaign { slug } } }`,
      { token },
    );
    const banners = body.data.banners;
    expect(banners.some((b: { vidalink: boolean }) => b.vidalink)).toBe(true);
    expect(
      banners.some(
        (b: { only_tagged: boolean; tags: string[] }) => b.only_tagged && b.tags.length > 0,
      ),
    ).toBe(true);
    expect(banners.some((b: { showcase: string | null }) => b.showcase)).toBe(true);
    expect(banners.some((b: { campaign: unknown }) => b.campaign)).toBe(true);
    expect(banners.some((b: { link: string | null }) => b.link)).toBe(true);
    expect(
      banners.some(
        (b: {
          link: unknown;
          campaign: unknown;
          showcase: unknown;
          vidalink: boolean;
          only_tagged: boolean;
        }) => !b.link && !b.campaign && !b.showcase && !b.vidalink && !b.only_tagged,
      ),
    ).toBe(true);
    const typed = await gql('{ banners(type: 1) { type } }', { token });
    expect(typed.body.data.banners.every((b: { type: number }) => b.type === 1)).toBe(true);
    const tagged = await gql('{ banners(tag: "verao") { tags } }', { token });
    expect(tagged.body.data.banners).toEqual([{ tags: ['verao', 'destaque'] }]);
    const paged = await gql(`{ paginatedBanners(page: 2, limit: 3) { ${PAGE} data { id } } }`, {
      token,
    });
    expect(paged.body.data.paginatedBanners).toMatchObject({
      from: 4,
      to: 6,
      total: 10,
      per_page: 3,
      current_page: 2,
      last_page: 4,
    });
  });
});

describe('campaigns', () => {
  it('pages campaigns with the SPEC meta, filters and orderings', async () => {
    const token = await login();
    const all = await gql(`{ campaigns(limit: 100) { ${PAGE} data { ${CAMPAIGN} } } }`, { token });
    const campaigns = all.body.data.campaigns;
    expect(campaigns.total).toBeGreaterThanOrEqual(80);
    const types = new Set(campaigns.data.map((c: { type: string }) => c.type));
    expect(types.size).toBe(10);
    expect(new Set(campaigns.data.map((c: { symbol: string }) => c.symbol)).size).toBe(5);
    expect(
      campaigns.data.some((c: { description: string }) => c.description.includes('<script>')),
    ).toBe(true);
    expect(JSON.stringify(campaigns)).not.toMatch(/https?:\/\//);

    const page2 = await gql(`{ campaigns(page: 2, limit: 10) { ${PAGE} } }`, { token });
    expect(page2.body.data.campaigns).toMatchObject({
      from: 11,
      to: 20,
      per_page: 10,
      current_page: 2,
    });

    const filtered = await gql(
      '{ campaigns(cashback: true, exclusive: true, limit: 100) { total data { type is_exclusive } } }',
      { token },
    );
    expect(
      filtered.body.data.campaigns.data.every(
        (c: { type: string; is_exclusive: boolean }) => c.type === 'cashback' && c.is_exclusive,
      ),
    ).toBe(true);
    const byCategory = await gql(
      '{ campaigns(category: "viagens", highlight: true, limit: 100) { data { is_highlighted partner { categories { slug } } } } }',
      { token },
    );
    for (const c of byCategory.body.data.campaigns.data) {
      expect(c.is_highlighted).toBe(true);
      expect(c.partner.categories.map((k: { slug: string }) => k.slug)).toContain('viagens');
    }
    const likes = await gql(
      '{ campaigns(orderBy: "likes", limit: 20, tags: ["verao"]) { data { liked_count tags } } }',
      { token },
    );
    const counts = likes.body.data.campaigns.data.map(
      (c: { liked_count: number }) => c.liked_count,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(
      likes.body.data.campaigns.data.every((c: { tags: string[] }) => c.tags.includes('verao')),
    ).toBe(true);
  });

  it('answers one campaign by slug, with its partner campaigns, or null', async () => {
    const token = await login();
    const one = await gql(
      `{ campaign(slug: "sabor-da-terra-voucher-1") { ${CAMPAIGN} partner { campaigns { slug } } } }`,
      { token },
    );
    expect(one.body.data.campaign.partner.campaigns.map((c: { slug: string }) => c.slug)).toContain(
      'sabor-da-terra-voucher-1',
    );
    expect(
      (await gql('{ campaign(slug: "nao-existe") { id } }', { token })).body.data.campaign,
    ).toBeNull();
    // Campaigns of another company are not visible.
    expect(
      (await gql('{ campaign(slug: "yoga-zen-uniquecode-2") { id } }', { token })).body.data
        .campaign,
    ).toBeNull();
  });

  it('toggles like and favorite, keeping liked_count and the favorites list', async () => {
    const token = await login();
    const slug = 'tecnoshop-info-6';
    const before = (
      await gql(`{ campaign(slug: "${slug}") { liked_count is_liked is_favorited } }`, { token })
    ).body.data.campaign;
    const liked = await gql(`mutation { like(slug: "${slug}") }`, { token });
    expect(liked.body.data.like).toBe(!before.is_liked);
    const after = (await gql(`{ campaign(slug: "${slug}") { liked_count is_liked } }`, { token }))
      .body.data.campaign;
    expect(after.liked_count).toBe(before.liked_count + (before.is_liked ? -1 : 1));
    expect(
      (await gql(`mutation { like(slug: "${slug}", type: "campaign") }`, { token })).body.data.like,
    ).toBe(before.is_liked);

    const favorited = await gql(`mutation { favorite(slug: "${slug}") }`, { token });
    expect(favorited.body.data.favorite).toBe(true);
    expect((await gql('{ favorites }', { token })).body.data.favorites).toContain(slug);
    expect(
      (await gql(`mutation { favorite(slug: "${slug}") }`, { token })).body.data.favorite,
    ).toBe(false);
    expect((await gql('{ favorites }', { token })).body.data.favorites).not.toContain(slug);
    const unknown = await gql('mutation { like(slug: "nao-existe") }', { token });
    expect(unknown.body.errors[0].message).toBe('Oferta não encontrada');
  });

  it('lists favorited campaigns with the sort and mapping rules of SPEC §7', async () => {
    const token = await login();
    const fields = `${PAGE} data { slug name value title symbol end_date is_highlighted is_favorited
      partner { slug name logo company_id categories { slug } } }`;
    const byValue = (await gql(`{ favoritedCampaigns(desc: "value") { ${fields} } }`, { token }))
      .body.data.favoritedCampaigns;
    expect(byValue.per_page).toBe(10);
    expect(byValue.total).toBe(10);
    // "Maiores descontos" on one scale, the share of the price taken off (the core's rule),
    // read from each campaign's full record (a favorited one carries no discounted_value).
    const full = (
      await gql('{ campaigns(limit: 100) { data { slug symbol value discounted_value } } }', {
        token,
      })
    ).body.data.campaigns.data as (DiscountSource & { slug: string })[];
    const bySlug = new Map(full.map((campaign) => [campaign.slug, campaign]));
    const discounts = byValue.data.map((c: { slug: string }) =>
      discountPercent(bySlug.get(c.slug) ?? {}),
    );
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(byValue.data.every((c: { is_favorited: boolean }) => c.is_favorited)).toBe(true);
    const byPartner = (
      await gql(
        '{ favoritedCampaigns(asc: "partner.name", limit: 20) { data { partner { name } } } }',
        { token },
      )
    ).body.data.favoritedCampaigns;
    const names = byPartner.data.map((c: { partner: { name: string } }) =>
      c.partner.name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    await gql('{ favoritedCampaigns(desc: "liked_count") { total } }', { token });
    const cashback = (
      await gql(
        '{ favoritedCampaigns(event: "cashback", company: true, favorited: true) { total data { slug } } }',
        { token },
      )
    ).body.data.favoritedCampaigns;
    expect(cashback.total).toBeLessThan(10);
  });
});

describe('partners and shelves', () => {
  it('pages partners (main ones by default) and sorts nearby partners by distance', async () => {
    const token = await login();
    const main = await gql(
      `{ partners { ${PAGE} data { id slug name color logo logo_negative contact { phone } is_exclusive colors { primary } company_id categories { slug } } } }`,
      { token },
    );
    expect(main.body.data.partners).toMatchObject({ total: 12, per_page: 10, from: 1, to: 10 });
    const all = await gql('{ partners(is_main: "0", limit: 50) { total } }', { token });
    expect(all.body.data.partners.total).toBeGreaterThanOrEqual(25);

    const nearby = await gql(
      '{ partnersNearby(latitude: "-22.9068", longitude: "-43.1729") { id slug name logo logo_negative colors { primary } address { city state code } latitude longitude distance } }',
      { token },
    );
    const list = nearby.body.data.partnersNearby;
    expect(list[0].address.city).toBe('Rio de Janeiro');
    const distances = list.map((p: { distance: number }) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.at(-1)).toBeGreaterThan(1000);
    const invalid = await gql('{ partnersNearby(latitude: "norte", longitude: "0") { slug } }', {
      token,
    });
    expect(invalid.body.errors[0].message).toBe('Coordenadas inválidas');
  });

  it('answers the shelves: main shelf, home categories and Destaques with highlight', async () => {
    const demo = await login();
    const shelves = (
      await gql(
        '{ shelves(quantity: 3, highlightQuantity: 2) { name slug permission partners { slug name logo logo_negative colors { primary } } } }',
        { token: demo },
      )
    ).body.data.shelves;
    expect(shelves[0].name).toBe('Principais Parceiros');
    expect(shelves.at(-1)).toMatchObject({ name: 'Destaques', permission: 'highlight' });
    expect(shelves.at(-1).partners).toHaveLength(2);
    expect(shelves.every((s: { partners: unknown[] }) => s.partners.length <= 3)).toBe(true);
    const other = await login(DEMO.document, DEMO.password, 'engaja-mais');
    const engaja = (await gql('{ shelves { name permission } }', { token: other })).body.data
      .shelves;
    expect(engaja[0].name).toBe('Saúde e Bem-estar');
    expect(engaja.some((s: { permission: string | null }) => s.permission === 'highlight')).toBe(
      false,
    );
  });
});

describe('letters, vouchers, cashback, transactions, gift cards', () => {
  it('lists, opens and deletes letters', async () => {
    const token = await login();
    const fields = `id link user_name user_document user_number user_email available created_at
      partner { name logo } letter { logo description stamp signature_image signature_text }`;
    const letters = (await gql(`{ letters { ${PAGE} data { ${fields} } } }`, { token })).body.data
      .letters;
    expect(letters).toMatchObject({ total: 3, per_page: 9 });
    const id = letters.data[0].id;
    expect(
      (await gql(`query($id: ID!) { letter(id: $id) { ${fields} } }`, { token, variables: { id } }))
        .body.data.letter.id,
    ).toBe(id);
    const searched = (
      await gql(
        `{ letters(searchPerk: "${letters.data[1].partner.name}", limit: 9, page: 1) { total } }`,
        { token },
      )
    ).body.data.letters;
    expect(searched.total).toBe(1);
    const deleted = await gql(`mutation { deleteLetter(id: "${id}") { status message } }`, {
      token,
    });
    expect(deleted.body.data.deleteLetter).toEqual({
      status: true,
      message: 'Carta deletada com sucesso!',
    });
    expect((await gql(`{ letter(id: "${id}") { id } }`, { token })).body.data.letter).toBeNull();
    expect(
      (await gql(`mutation { deleteLetter(id: "${id}") { status } }`, { token })).body.data
        .deleteLetter.status,
    ).toBe(false);
  });

  it('lists vouchers by type, opens and deletes one', async () => {
    const token = await login();
    const fields = `id code expire_date created_at updated_at company_user link available
      campaign { title description value symbol important partner { logo name is_exclusive contact { phone } } }`;
    const vouchers = (await gql(`{ vouchers { ${PAGE} data { ${fields} } } }`, { token })).body.data
      .vouchers;
    expect(vouchers).toMatchObject({ per_page: 9, current_page: 1, from: 1 });
    expect(vouchers.total).toBeGreaterThan(9);
    const codes = (await gql('{ vouchers(type: "1") { total data { code } } }', { token })).body
      .data.vouchers;
    expect(codes.data.every((v: { code: string }) => v.code.startsWith('COD-'))).toBe(true);
    const id = vouchers.data[0].id;
    expect(
      (await gql(`{ voucher(id: "${id}") { ${fields} } }`, { token })).body.data.voucher
        .company_user,
    ).toBe('1');
    const deleted = await gql(`mutation { deleteVoucher(id: "${id}") { status message } }`, {
      token,
    });
    expect(deleted.body.data.deleteVoucher).toEqual({
      status: true,
      message: 'Voucher deletado com sucesso!',
    });
    expect((await gql('{ vouchers { total } }', { token })).body.data.vouchers.total).toBe(
      vouchers.total - 1,
    );
  });

  it('filters cashback by status, partners, dates and search', async () => {
    const token = await login();
    const fields = `id date created_at available total status user_comission partner { name logo } campaign { title }`;
    const all = (await gql(`{ cashback(limit: 50) { ${PAGE} data { ${fields} } } }`, { token }))
      .body.data.cashback;
    expect(all.total).toBe(14);
    expect(new Set(all.data.map((r: { status: string }) => r.status)).size).toBe(5);
    const available = (
      await gql('{ cashback(status: "available") { data { status available } } }', { token })
    ).body.data.cashback;
    expect(
      available.data.every(
        (r: { status: string; available: boolean }) => r.status === 'available' && r.available,
      ),
    ).toBe(true);
    const between = (
      await gql(
        '{ cashback(between_date: ["2026-10-01", "2026-10-31"], asc: "date", limit: 50) { data { date } } }',
        { token },
      )
    ).body.data.cashback;
    const dates = between.data.map((r: { date: string }) => r.date);
    expect(dates.every((d: string) => d >= '2026-10-01' && d <= '2026-10-31')).toBe(true);
    expect(dates).toEqual([...dates].sort());
    const partner = all.data[0].partner.name;
    const searched = (
      await gql(`{ cashback(searchPerk: "${partner}", limit: 50) { data { partner { name } } } }`, {
        token,
      })
    ).body.data.cashback;
    expect(
      searched.data.every((r: { partner: { name: string } }) => r.partner.name === partner),
    ).toBe(true);
    const none = (
      await gql('{ cashback(partners: ["nao-existe"], advertiser: "nao-existe") { total } }', {
        token,
      })
    ).body.data.cashback;
    expect(none.total).toBe(0);
  });

  it('pages transactions and answers a gift card by transaction id', async () => {
    const token = await login();
    const fields = `id type value status quantity created_at transaction_id available
      campaign { end_date howtouse event created_at partner { name slug logo } } vouchers { id code expire_date status }`;
    const first = (await gql(`{ transactions { ${PAGE} data { ${fields} } } }`, { token })).body
      .data.transactions;
    expect(first).toMatchObject({ per_page: 9, current_page: 1 });
    const times = first.data.map((t: { created_at: string }) => t.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const second = (
      await gql('{ transactions(page: 2, desc: true) { from data { id } } }', { token })
    ).body.data.transactions;
    expect(second.from).toBe(10);
    const giftCard = first.data.find((t: { type: string }) => t.type === 'gift_card');
    const card = await gql(
      `{ giftCard(transaction_id: "${giftCard.transaction_id}") { gift_card_code gift_card_password status campaign { eventData { rescue_type } } } }`,
      { token },
    );
    expect(card.body.data.giftCard).toMatchObject({
      status: 'available',
      campaign: { eventData: { rescue_type: 'gift_card' } },
    });
    expect(
      (await gql('{ giftCard(transaction_id: "TX-NOPE") { status } }', { token })).body.data
        .giftCard,
    ).toBeNull();
  });
});

describe('coverage', () => {
  it('called every query and mutation of the GraphQL contract', () => {
    const expected = [
      ...CONTRACT_ROOT_FIELDS.query.map((name) => `query ${name}`),
      ...CONTRACT_ROOT_FIELDS.mutation.map((name) => `mutation ${name}`),
    ].sort();
    expect([...client.called].filter((op) => !op.startsWith('POST ')).sort()).toEqual(expected);
  });
});
