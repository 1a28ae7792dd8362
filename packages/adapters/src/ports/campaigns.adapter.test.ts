import { beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, signIn, type TestClients } from '../test/clients.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createCampaignsAdapter } from './campaigns.adapter.ts';

const sandbox = useSandbox();
let clients: TestClients;
const campaigns = () => createCampaignsAdapter(clients.graphql, clients.http);

/** The id of a seeded campaign of a type (the core's campaign does not carry `type`). */
async function findCampaign(
  type: string,
): Promise<{ id: string; eventData: { link: string | null } }> {
  const body = (await clients.http.request('post', 'graphql', {
    json: { query: '{ campaigns(limit: 100) { data { id type event eventData { link } } } }' },
  })) as {
    data: {
      campaigns: {
        data: { id: string; type: string; event: string; eventData: { link: string | null } }[];
      };
    };
  };
  const found = body.data.campaigns.data.find(
    (c) => (c.type === type && c.event === 'other' && c.eventData.link) || c.event === type,
  );
  if (!found) throw new Error(`no ${type} campaign in the seed`);
  return found;
}

beforeAll(async () => {
  clients = clientsFor(sandbox(), await signIn(sandbox()));
});

describe('GraphQL campaigns against the sandbox', () => {
  it('lists a category page by page with its filters', async () => {
    const [category] = await campaigns().categories();
    expect(category?.slug).toBeTruthy();
    const first = await campaigns().list({ category: category!.slug, page: 1, limit: 2 });
    expect(first.pagination.current_page).toBe(1);
    expect(first.pagination.per_page).toBe(2);
    expect(first.data.length).toBeLessThanOrEqual(2);
    if (first.pagination.total > 2) {
      const second = await campaigns().list({ category: category!.slug, page: 2, limit: 2 });
      expect(second.pagination.current_page).toBe(2);
      expect(second.data[0]?.slug).not.toBe(first.data[0]?.slug);
    }
    const highlighted = await campaigns().list({ highlight: true, limit: 50 });
    expect(highlighted.data.length).toBeGreaterThan(0);
    expect(highlighted.data.every((campaign) => campaign.is_highlighted)).toBe(true);
  });

  it('orders by discount and reads one campaign by slug', async () => {
    const page = await campaigns().list({ orderBy: 'discount', limit: 5 });
    const values = page.data.map((campaign) => campaign.value ?? 0);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const campaign = await campaigns().get(page.data[0]!.slug);
    expect(campaign.slug).toBe(page.data[0]!.slug);
    await expect(campaigns().get('nao-existe')).rejects.toMatchObject({ status: 404 });
  });

  it('reads banners, shelves, nearby partners and the negative-experience reasons', async () => {
    expect((await campaigns().banners({ type: 0 })).length).toBeGreaterThan(0);
    const banners = await campaigns().paginatedBanners({ page: 1, limit: 2 });
    expect(banners.data.length).toBeLessThanOrEqual(2);
    expect(
      (await campaigns().shelves({ quantity: 5, highlightQuantity: 3 })).length,
    ).toBeGreaterThan(0);
    const nearby = await campaigns().nearby({ latitude: -23.55, longitude: -46.63 });
    expect(nearby.length).toBeGreaterThan(0);
    expect(nearby[0]?.distance ?? Infinity).toBeLessThanOrEqual(nearby.at(-1)?.distance ?? 0);
    expect((await campaigns().negativeExperienceTypes()).length).toBeGreaterThan(0);
    expect((await campaigns().publicCategories()).length).toBeGreaterThan(0);
  });

  it('keeps each campaign type (all ten seeded) and each shelf permission', async () => {
    const page = await campaigns().list({ limit: 100 });
    const types = new Set(page.data.map((campaign) => campaign.type));
    expect([...types].sort()).toEqual([
      'cashback',
      'epay',
      'info',
      'letter',
      'online',
      'payment',
      'pharmacy',
      'todo',
      'uniqueCode',
      'voucher',
    ]);
    const shelves = await campaigns().shelves({ quantity: 20, highlightQuantity: 10 });
    expect(shelves.find((shelf) => shelf.slug === 'destaques')?.permission).toBe('highlight');
    expect(shelves[0]?.permission).toBeNull();
  });

  it('toggles a like twice and back', async () => {
    const [campaign] = (await campaigns().list({ limit: 1 })).data;
    const liked = await campaigns().toggleLike(campaign!.slug);
    expect(await campaigns().toggleLike(campaign!.slug)).toBe(!liked);
  });

  it('requests a link, tracks and reports a bad experience over REST', async () => {
    const online = await findCampaign('online');
    const result = await campaigns().requestEvent(online!.id, { kind: 'link' });
    expect(result.message).toBe('Link gerado');
    expect(result.link).toBe(online.eventData.link);
    expect(result.link).toBeTruthy();
    await campaigns().track(online!.id, { action: 'view' });
    const [reason] = await campaigns().negativeExperienceTypes();
    await campaigns().reportNegativeExperience(online!.id, {
      negative_experience_id: reason!.id!,
      message: 'Não aceitaram o cupom',
    });
  });

  it('adds a payment card, without the spaces of the typed number', async () => {
    const card = await campaigns().addPaymentCard('pagar', '4111 1111 1111 1111');
    expect(card).toMatchObject({ last_digits: '1111', brand: 'visa' });
  });

  it('pays a payment campaign by Pix, and by a card added first, with the quantity', async () => {
    const payment = await findCampaign('payment');
    const pix = await campaigns().requestEvent(payment.id, {
      kind: 'payment',
      priceOption: 1000,
      quantity: 2,
      method: 'pix',
    });
    expect(pix.message).toBe('Pix gerado com sucesso. Pague em até 30 minutos.');
    expect(pix.data).toMatchObject({ value: 2000, status: 'pending' });
    const card = await campaigns().addPaymentCard('pagarme', '5555 5555 5555 4444');
    expect(card).toMatchObject({ brand: 'master', last_digits: '4444' });
    const paid = await campaigns().requestEvent(payment.id, {
      kind: 'payment',
      priceOption: 5000,
      quantity: 3,
      method: 'credit_card',
      cardId: card.id,
    });
    expect(paid.message).toBe('Pagamento aprovado');
    expect(paid.data).toMatchObject({ value: 15000, status: 'approved' });
  });

  it('sends the Idempotency-Key: a replay answers the first purchase', async () => {
    const payment = await findCampaign('payment');
    const request = { kind: 'payment', priceOption: 2000, method: 'pix' } as const;
    const key = { idempotencyKey: `adapter-${Date.now()}` };
    const first = await campaigns().requestEvent(payment.id, request, key);
    const again = await campaigns().requestEvent(payment.id, request, key);
    const other = await campaigns().requestEvent(payment.id, request, {
      idempotencyKey: `${key.idempotencyKey}-2`,
    });
    const id = (result: { data?: unknown }) =>
      (result.data as { transaction_id: string }).transaction_id;
    expect(id(again)).toBe(id(first));
    expect(id(other)).not.toBe(id(first));
  });

  it('answers 422 when an award costs more than the balance', async () => {
    const award = await findCampaign('award');
    await expect(
      campaigns().requestEvent(award!.id, { kind: 'award', value: 999_999_999 }),
    ).rejects.toMatchObject({ kind: 'server', status: 422 });
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    await expectFaultsTyped(clients.fault, () => campaigns().list({}));
  });
});
