import { describe, expect, it } from 'vitest';
import { DEMO, useContractClient } from './support/client.ts';
import { CONTRACT_OPERATIONS } from './support/openapi.ts';

// Every REST operation of club.openapi.yaml against an in-memory sandbox; each answer is
// validated against the contract's response schema for its status by the client.
const client = useContractClient();
const { rest, login } = client;
/** The reset links the sandbox "e-mailed": read in this process, never over HTTP. */
const outbox = () => client.sandbox().outbox;

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

/** A campaign id of the demo company found through search (`type:…`, `event:…` filters). */
async function campaignId(token: string, filters: string): Promise<string> {
  const { body } = await rest('POST', '/search', { token, json: { filters, hitsPerPage: 1 } });
  expect(body.hits.length).toBe(1);
  return body.hits[0].objectID;
}

describe('auth: sign-in', () => {
  it('signs in, asks to activate, refuses bad credentials and blocked members', async () => {
    expect((await rest('POST', '/login', { json: DEMO })).body).toEqual({
      token: expect.any(String),
    });
    expect(
      (await rest('POST', '/login', { json: { document: '11144477735', password: 'x' } })).body,
    ).toEqual({ activate: true });
    const wrong = await rest('POST', '/login', {
      json: { document: DEMO.document, password: 'nope' },
    });
    expect([wrong.status, wrong.body.errors[0].code]).toEqual([401, 1]);
    const blocked = await rest('POST', '/login', {
      json: { document: '39053344705', password: 'clube123' },
    });
    expect([blocked.status, blocked.body.errors[0].code]).toEqual([403, 12]);
  });

  it('answers 401 Unauthorized on member operations without a valid token', async () => {
    for (const [method, path] of [
      ['GET', '/notification'],
      ['GET', '/engagement/coin'],
      ['POST', '/search'],
    ] as const) {
      for (const token of [undefined, 'garbage']) {
        const answer = await rest(method, path, {
          ...(token ? { token } : {}),
          ...(method === 'POST' ? { json: {} } : {}),
        });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ errors: [{ message: 'Unauthorized' }] });
      }
    }
  });
});

describe('auth: activation (SPEC §8 codes)', () => {
  it('checks a document with codes 2, 3, 4 and 12', async () => {
    const ok = await rest('POST', '/activate/check', { json: { document: '111.444.777-35' } });
    expect(ok.body.data).toMatchObject({
      document: '11144477735',
      name: 'Carlos',
      has_password: false,
    });
    const cases: [string, number, number, string][] = [
      ['00000000191', 404, 2, 'Usuário não encontrado'],
      ['52998224725', 409, 3, 'Usuário já ativado'],
      ['12345678909', 403, 4, 'Usuário não habilitado nesta empresa'],
      ['39053344705', 403, 12, 'Usuário bloqueado nesta empresa'],
    ];
    for (const [document, status, code, message] of cases) {
      const answer = await rest('POST', '/activate/check', { json: { document } });
      expect([answer.status, answer.body.errors[0]]).toEqual([status, { message, code }]);
    }
  });

  it('verifies a document and lists the companies where it can be activated', async () => {
    const answer = await rest('POST', '/activate/verify', { json: { document: '11144477735' } });
    expect(answer.body.data.companies).toEqual([{ slug: 'clube-demo', title: 'Clube Vantagens' }]);
    expect(
      (await rest('POST', '/activate/verify', { json: { document: '98765432100' } })).body.errors[0]
        .code,
    ).toBe(3);
  });

  it('activates with a password and interests[i], then refuses a second activation (3)', async () => {
    const fields = {
      document: '11144477735',
      password: 'segredo1',
      email: 'carlos@example.com',
      'interests[0]': 'alimentacao',
      'interests[1]': 'viagens',
    };
    const form = formOf(fields);
    const mismatch = formOf({ ...fields, confirm_password: 'outra-senha' });
    expect((await rest('POST', '/activate', { form: mismatch })).status).toBe(422);

    const answer = await rest('POST', '/activate', { form });
    expect(answer.status).toBe(200);
    expect((await rest('POST', '/activate', { form })).body.errors[0]).toEqual({
      message: 'Usuário já ativado',
      code: 3,
    });
    // The new password signs in.
    expect(await login('11144477735', 'segredo1')).toEqual(expect.any(String));
  });

  it('activates without a password (activate-authenticate) and answers a token', async () => {
    const form = new FormData();
    form.set('document', '24681357928');
    const answer = await rest('POST', '/activate-authenticate', { form });
    expect(answer.body.token).toEqual(expect.any(String));
    const refused = await rest('POST', '/activate-authenticate', {
      json: { document: '12345678909' },
    });
    expect([refused.status, refused.body.errors[0].code]).toEqual([403, 4]);
  });

  it('joins through an invitation, and refuses unknown or expired ones', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      document: '55667788950',
      name: 'Lia',
      email: 'lia@example.com',
      password: 'segredo1',
    }))
      form.set(key, value);
    const joined = await rest('POST', '/company/invite/convite-clube-demo', { form });
    expect(joined.body.data.token).toEqual(expect.any(String));
    expect((await rest('POST', '/company/invite/convite-clube-demo', { form })).status).toBe(409);
    expect((await rest('POST', '/company/invite/convite-expirado', { form })).status).toBe(404);
  });

  it('looks a member up by document and e-mail', async () => {
    const found = await rest('GET', '/user/check?document=529.982.247-25');
    // Only the document and the company: anyone may ask, so nothing else about the member.
    expect(found.body.data).toEqual({ document: '52998224725', company: 'clube-demo' });
    expect((await rest('GET', '/user/check?document=00000000191')).status).toBe(404);
    expect(
      (
        await rest('POST', '/user/check-email', {
          json: { email: 'marina.souza@clube-vantagens.example' },
        })
      ).body,
    ).toEqual({ status: 'in_use' });
    expect(
      (await rest('POST', '/user/check-email', { json: { email: 'livre@example.com' } })).body,
    ).toEqual({ status: 'available' });
    expect(
      (await rest('POST', '/user/check-email', { json: { email: 'sem arroba' } })).status,
    ).toBe(422);
  });
});

describe('auth: password reset', () => {
  it('issues a token that changes the password once', async () => {
    const asked = await rest('POST', '/company/user/remember', {
      json: { document: '98765432100' },
    });
    expect([...asked.headers.keys()].filter((name) => /reset/i.test(name))).toEqual([]);
    const token = outbox().lastResetToken('98765432100')!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect((await rest('POST', '/company/user/remember/check', { json: { token } })).body).toEqual({
      data: true,
    });
    expect(
      (await rest('POST', `/company/user/remember/${token}`, { json: { password: 'nova-senha' } }))
        .status,
    ).toBe(200);
    expect((await rest('POST', '/company/user/remember/check', { json: { token } })).body).toEqual({
      data: false,
    });
    expect(
      (await rest('POST', `/company/user/remember/${token}`, { json: { password: 'outra-senha' } }))
        .status,
    ).toBe(422);
    expect(await login('98765432100', 'nova-senha')).toEqual(expect.any(String));
  });

  it('refuses expired tokens and unknown documents', async () => {
    expect(
      (
        await rest('POST', '/company/user/remember/check', {
          json: { token: 'reset-expirado-demo' },
        })
      ).body.data,
    ).toBe(false);
    expect(
      (await rest('POST', '/company/user/remember/check', { json: { token: 'reset-valido-demo' } }))
        .body.data,
    ).toBe(true);
    expect(
      (
        await rest('POST', '/company/user/remember/reset-expirado-demo', {
          json: { password: 'nova-senha' },
        })
      ).status,
    ).toBe(422);
    expect(
      (await rest('POST', '/company/user/remember', { json: { document: '00000000191' } })).body
        .errors[0].code,
    ).toBe(2);
  });
});

describe('engagement and awards', () => {
  it('lists award and reward partners with their campaigns, 18 a page', async () => {
    const token = await login();
    const awards = await rest('GET', '/partners/awards', { token });
    expect(awards.body.meta.per_page).toBe(18);
    expect(awards.body.data.length).toBeGreaterThan(0);
    for (const partner of awards.body.data) {
      expect(partner.campaigns.length).toBeGreaterThan(0);
      for (const campaign of partner.campaigns) expect(campaign.event).toBe('award');
    }
    const one = awards.body.data[0].slug;
    const bySlug = await rest('GET', `/partners/awards?slug=${one}&limit=5`, { token });
    expect(bySlug.body.data.map((p: { slug: string }) => p.slug)).toEqual([one]);

    const rewards = await rest('GET', '/partners/engagement?page=1&limit=2', { token });
    expect(rewards.body.data).toHaveLength(2);
    expect(rewards.body.meta).toMatchObject({ from: 1, to: 2, per_page: 2, current_page: 1 });
    const catalogue = await rest('GET', '/partners/engagement/campaigns?page=1', { token });
    expect(catalogue.body.data.every((c: { event: string }) => c.event === 'engagement')).toBe(
      true,
    );
    const title = catalogue.body.data[0].title.split(':')[0];
    const filtered = await rest(
      'GET',
      `/partners/engagement/campaigns?title=${encodeURIComponent(title)}`,
      { token },
    );
    expect(filtered.body.data.length).toBeLessThan(catalogue.body.meta.total);
  });

  it('answers the coin with the balance, and 403 for a company without engagement… or awards', async () => {
    const token = await login();
    expect((await rest('GET', '/engagement/coin', { token })).body.data).toMatchObject({
      program_name: 'Pontos Vantagens',
      balance: 35000,
    });
    const other = await login(DEMO.document, DEMO.password, 'engaja-mais');
    expect((await rest('GET', '/engagement/coin', { token: other })).body.data.balance).toBe(8000);
    expect((await rest('GET', '/partners/awards', { token: other })).status).toBe(403);
  });
});

describe('campaign events', () => {
  it('redeems a reward, spending the engagement balance, until it is short (422)', async () => {
    const token = await login('13579246828', 'clube123', 'engaja-mais');
    const id = await campaignId(token, 'event:engagement');
    const first = await rest('POST', `/campaign/${id}/event`, { token, json: { quantity: 2 } });
    expect(first.body.data.balance).toBeLessThan(120000);
    const coin = await rest('GET', '/engagement/coin', { token });
    expect(coin.body.data.balance).toBe(first.body.data.balance);
    const poor = await login(DEMO.document, DEMO.password, 'engaja-mais');
    const short = await rest('POST', `/campaign/${id}/event`, {
      token: poor,
      json: { quantity: 50 },
    });
    expect([short.status, short.body.errors[0].message]).toEqual([422, 'Saldo insuficiente']);
  });

  it('redeems an award of a listed value from the awards balance', async () => {
    const token = await login();
    const id = await campaignId(token, 'event:award');
    expect(
      (await rest('POST', `/campaign/${id}/event`, { token, json: { value: 1234 } })).status,
    ).toBe(422);
    const answer = await rest('POST', `/campaign/${id}/event`, { token, json: { value: 5000 } });
    expect(answer.body.data).toMatchObject({ value: 5000, balance: 7000 });
  });

  it('issues vouchers and codes, answers links, Pix payments and gift cards', async () => {
    const token = await login();
    const voucher = await rest(
      'POST',
      `/campaign/${await campaignId(token, 'type:voucher AND event:other')}/event`,
      { token },
    );
    expect(voucher.body.data.code).toMatch(/^VCH-/);
    const online = await rest(
      'POST',
      `/campaign/${await campaignId(token, 'type:online AND event:other')}/event`,
      { token },
    );
    expect(online.body.data.link).toMatch(/^\/sandbox\/loja\//);
    const pix = await rest('POST', `/campaign/${await campaignId(token, 'type:payment')}/event`, {
      token,
      json: { payment_method: 'pix', price_option: 5000, quantity: 2, value: 1 },
    });
    expect(pix.body.message).toMatch(/Pix/);
    expect(pix.body.data).toMatchObject({ status: 'pending', value: 10000 });
    const epay = await campaignId(token, 'type:epay AND event:other');
    expect(
      (await rest('POST', `/campaign/${epay}/event`, { token, json: { price_option: 777 } }))
        .status,
    ).toBe(422);
    const giftCard = await rest('POST', `/campaign/${epay}/event`, {
      token,
      json: { price_option: 10000 },
    });
    expect(giftCard.body.data).toMatchObject({
      transaction_id: expect.stringMatching(/^TX-/),
      value: 10000,
    });
    const info = await rest(
      'POST',
      `/campaign/${await campaignId(token, 'type:info AND event:other')}/event`,
      { token },
    );
    expect(info.status).toBe(422);
    expect((await rest('POST', '/campaign/999999/event', { token })).status).toBe(404);
  });

  it('requests a letter with valid letter data only', async () => {
    const token = await login();
    const id = await campaignId(token, 'type:letter AND event:other');
    const data = {
      name: 'Marina Souza',
      document: '529.982.247-25',
      number: '42',
      statement: true,
      email: 'm@example.com',
    };
    expect(
      (
        await rest('POST', `/campaign/${id}/event`, {
          token,
          json: { ...data, document: '52998224725' },
        })
      ).status,
    ).toBe(422);
    const answer = await rest('POST', `/campaign/${id}/event`, { token, json: data });
    expect(answer.body.data.link).toMatch(/^\/sandbox\/cartas\/\d+\.html$/);
  });

  it('pays with a card added through the payment provider', async () => {
    const token = await login();
    expect((await rest('GET', '/payment/pagarme/card/4111111111111112', { token })).status).toBe(
      422,
    );
    const card = await rest('GET', '/payment/pagarme/card/5555555555554444', { token });
    expect(card.body.data).toMatchObject({ brand: 'master', last_digits: '4444' });
    const id = await campaignId(token, 'type:payment');
    const paid = await rest('POST', `/campaign/${id}/event`, {
      token,
      json: {
        payment_method: 'credit_card',
        card_id: Number(card.body.data.id),
        price_option: 1000,
      },
    });
    expect(paid.body.data).toMatchObject({ status: 'approved', value: 1000 });
  });

  it('records tracking and negative experiences', async () => {
    const token = await login();
    const id = await campaignId(token, 'type:voucher');
    expect(
      (await rest('POST', `/campaign/${id}/tracking`, { token, json: { action: 'view' } })).body,
    ).toEqual({ success: true });
    expect(
      (await rest('POST', `/campaign/${id}/negative-experience`, { token, json: { type_id: 99 } }))
        .status,
    ).toBe(422);
    expect(
      (
        await rest('POST', `/campaign/${id}/negative-experience`, {
          token,
          json: { type_id: 1, message: 'Não aceitaram' },
        })
      ).body.success,
    ).toBe(true);
  });
});

describe('search', () => {
  it('chooses the index by ordering and combines filters with AND', async () => {
    const token = await login();
    const asc = await rest('POST', '/search', {
      token,
      json: { index: 'campaigns_name_asc', hitsPerPage: 5 },
    });
    const names = asc.body.hits.map((h: { name: string }) => h.name);
    // A-Z by what a card shows: the partner's name (accents and case aside).
    const partners = asc.body.hits.map((h: { partner: { name: string } }) => h.partner.name);
    const key = (name: string): string =>
      name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    expect(partners.map(key)).toEqual(partners.map(key).sort());
    expect(names.length).toBe(5);
    const desc = await rest('POST', '/search', {
      token,
      json: { index: 'campaigns_name_desc', hitsPerPage: 5 },
    });
    const descending = desc.body.hits.map((h: { partner: { name: string } }) =>
      key(h.partner.name),
    );
    expect(descending).toEqual([...descending].sort().reverse());
    expect(descending[0]! > partners.map(key)[0]!).toBe(true);
    const likes = await rest('POST', '/search', {
      token,
      json: { index: 'campaigns_likes', hitsPerPage: 5 },
    });
    const counts = likes.body.hits.map((h: { liked_count: number }) => h.liked_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const both = await rest('POST', '/search', {
      token,
      json: { filters: 'is_highlighted:true AND is_exclusive:true', hitsPerPage: 100 },
    });
    expect(both.body.nbHits).toBeGreaterThan(0);
    expect(
      both.body.hits.every(
        (h: { is_highlighted: boolean; is_exclusive: boolean }) =>
          h.is_highlighted && h.is_exclusive,
      ),
    ).toBe(true);
    const highlighted = await rest('POST', '/search', {
      token,
      json: { filters: 'is_highlighted:true', hitsPerPage: 1 },
    });
    expect(highlighted.body.nbHits).toBeGreaterThan(both.body.nbHits);
    const query = await rest('POST', '/search', {
      token,
      json: { query: '<b>sabor</b>', page: 0 },
    });
    expect(
      query.body.hits.every(
        (h: { partner: { name: string } }) => h.partner.name === 'Sabor da Terra',
      ),
    ).toBe(true);
    const nearby = await rest('POST', '/search', {
      token,
      json: { index: 'campaigns_nearby', aroundLatLng: '-30.03,-51.22', hitsPerPage: 1 },
    });
    expect(nearby.body.hits[0].partner.slug).toMatch(/lava-rapido-brilho|auto-escola-via-certa/);
    expect((await rest('POST', '/search', { token, json: { filters: 'price>3' } })).status).toBe(
      422,
    );
    expect((await rest('POST', '/search', { token, json: { index: 'nope' } })).status).toBe(422);
  });
});

describe('notices and notifications', () => {
  it('answers the onboarding first, then the next notice once opened', async () => {
    const token = await login();
    const first = await rest('GET', '/notice/last', { token });
    expect(first.body.data).toMatchObject({ firstAccess: true, type: 'other' });
    await rest('GET', `/notice/${first.body.data.id}/link`, { token });
    const award = await rest('GET', '/notice/last', { token });
    expect(award.body.data).toMatchObject({
      type: 'award',
      value: 5000,
      provided_by: 'Recursos Humanos',
    });
    expect((await rest('GET', '/notice/999/link', { token })).status).toBe(404);
  });

  it('reports new notifications until the list is fetched, and marks one read', async () => {
    const token = await login();
    expect((await rest('GET', '/notification/check', { token })).body.data).toBe(true);
    const list = await rest('GET', '/notification', { token });
    expect(list.body.data.length).toBe(6);
    expect(list.body.data.filter((n: { read: boolean }) => !n.read)).toHaveLength(3);
    expect((await rest('GET', '/notification/check', { token })).body.data).toBe(false);
    const unread = list.body.data.find((n: { read: boolean }) => !n.read);
    const read = await rest('POST', `/notification/${unread.id}`, { token });
    expect(read.body.data).toMatchObject({ id: unread.id, read: true });
    expect((await rest('POST', '/notification/999999', { token })).status).toBe(404);
  });
});

describe('wallet', () => {
  it('withdraws cashback by Pix: cents, minimum 2000, key by type, 422 when short', async () => {
    const token = await login();
    const base = { pix_type: 'email', pix_email: 'marina@example.com' };
    expect(
      (await rest('POST', '/cashback/withdraw', { token, json: { ...base, value: 1999 } })).status,
    ).toBe(422);
    expect(
      (
        await rest('POST', '/cashback/withdraw', {
          token,
          json: { pix_type: 'phone', pix_email: 'x@y.z', value: 2000 },
        })
      ).status,
    ).toBe(422);
    const done = await rest('POST', '/cashback/withdraw', {
      token,
      json: { ...base, value: 2500 },
    });
    expect(done.body.data).toMatchObject({ value: 2500, balance: 2090 });
    const short = await rest('POST', '/cashback/withdraw', {
      token,
      json: { ...base, value: 2500 },
    });
    expect([short.status, short.body.errors[0].message]).toEqual([422, 'Saldo insuficiente']);
    const random = await rest('POST', '/awards/withdraw', {
      token,
      json: { pix_type: 'random', pix_random: '123e4567-e89b-12d3-a456-426614174000', value: 2000 },
    });
    expect(random.status).toBe(200);
    expect((await rest('POST', '/bonus/withdraw', { token, json: base })).status).toBe(404);
  });

  it('redeems available cashback records once', async () => {
    const token = await login();
    const first = await rest('POST', '/perks/cashback', { token, json: {} });
    expect(first.body.data.records).toBeGreaterThan(0);
    expect((await rest('POST', '/perks/cashback', { token, json: {} })).status).toBe(422);
  });

  it('e-mails a letter the member owns', async () => {
    const token = await login();
    expect(
      (await rest('POST', '/rescue/letter/1', { token, json: { email: 'rh@example.com' } })).body
        .success,
    ).toBe(true);
    expect((await rest('POST', '/rescue/letter/1', { token, json: { email: 'x' } })).status).toBe(
      422,
    );
    expect(
      (await rest('POST', '/rescue/letter/999', { token, json: { email: 'rh@example.com' } }))
        .status,
    ).toBe(404);
  });
});

describe('profile, support, partners, pharmacy card', () => {
  it('changes only valid profile fields, clearing nulls', async () => {
    const token = await login();
    const answer = await rest('PATCH', '/user', {
      token,
      json: { city: 'Campinas', address_complement: null, unknown: 1 },
    });
    expect(answer.body.data.updated).toEqual(['address_complement', 'city']);
    expect((await rest('PATCH', '/user', { token, json: { email: 'sem-arroba' } })).status).toBe(
      422,
    );
    expect((await rest('PATCH', '/user', { token, json: { name: null } })).status).toBe(422);
  });

  it('changes the password only with the right current one', async () => {
    const token = await login();
    const change = (current_password: string, password: string) =>
      rest('POST', '/user/password', { token, json: { current_password, password } });
    const wrong = await change('errada', 'nova-senha');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].code).toBe(1);
    expect((await change('clube123', '123')).status).toBe(422);
    expect((await change('clube123', 'nova-senha')).body).toEqual({
      success: true,
      message: 'Senha alterada com sucesso',
    });
    expect((await change('nova-senha', 'clube123')).status).toBe(200);
  });

  it('accepts support and become-a-partner requests (multipart), checking required fields', async () => {
    const token = await login();
    expect((await rest('POST', '/support', { token, json: { subject: 'Ajuda' } })).status).toBe(
      422,
    );
    expect(
      (
        await rest('POST', '/support', {
          token,
          json: { subject: 'Ajuda', message: 'Meu voucher' },
        })
      ).body.success,
    ).toBe(true);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      company_name: 'Doce Sabor',
      name: 'Rita',
      email: 'rita@example.com',
      phone: '11999990000',
    }))
      form.set(key, value);
    form.set('logo', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'logo.svg');
    expect((await rest('POST', '/request-partners', { token, form })).body.success).toBe(true);
    form.delete('email');
    expect((await rest('POST', '/request-partners', { token, form })).status).toBe(422);
    const other = await login(DEMO.document, DEMO.password, 'engaja-mais');
    expect((await rest('POST', '/request-partners', { token: other, form })).status).toBe(403);
  });

  it('activates the pharmacy card only with the vidalink permission', async () => {
    const token = await login();
    const answer = await rest('POST', '/vidalink/active', { token, json: {} });
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Seu cartão foi criado com sucesso',
    });
    const other = await login(DEMO.document, DEMO.password, 'engaja-mais');
    expect((await rest('POST', '/vidalink/active', { token: other, json: {} })).status).toBe(403);
  });
});

describe('postal-code service', () => {
  it('answers BrasilAPI CEP v2 addresses and its error shapes', async () => {
    const found = await rest('GET', '/cep/v2/01310-100');
    expect(found.body).toMatchObject({
      cep: '01310100',
      state: 'SP',
      city: 'São Paulo',
      street: 'Avenida Paulista',
    });
    const missing = await rest('GET', '/cep/v2/99999999');
    expect([missing.status, missing.body.type]).toEqual([404, 'service_error']);
    const invalid = await rest('GET', '/cep/v2/123');
    expect([invalid.status, invalid.body.type]).toEqual([400, 'validation_error']);
  });
});

describe('coverage', () => {
  it('called every operation of the OpenAPI contract', () => {
    expect([...client.called].sort()).toEqual(CONTRACT_OPERATIONS);
  });
});
