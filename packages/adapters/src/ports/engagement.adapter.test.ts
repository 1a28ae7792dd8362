import { beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, signIn, type TestClients } from '../test/clients.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createEngagementAdapter } from './engagement.adapter.ts';

const sandbox = useSandbox();
let clients: TestClients;

beforeAll(async () => {
  clients = clientsFor(sandbox(), await signIn(sandbox()));
});

describe('REST engagement against the sandbox', () => {
  it('reads the coin, the partners and the catalogue, 18 a page', async () => {
    const engagement = createEngagementAdapter(clients.http);
    const coin = await engagement.coin();
    expect(coin).toBeTruthy();
    const partners = await engagement.partners({});
    expect(partners.pagination.per_page).toBe(18);
    expect(partners.data.length).toBeGreaterThan(0);
    const one = await engagement.partners({ slug: partners.data[0]!.slug });
    expect(one.data.map((partner) => partner.slug)).toEqual([partners.data[0]!.slug]);
    const catalogue = await engagement.campaigns({ page: 1, limit: 3 });
    expect(catalogue.pagination).toMatchObject({ current_page: 1, per_page: 3 });
    const none = await engagement.campaigns({ title: 'nada-com-este-nome' });
    expect(none.pagination).toMatchObject({ total: 0, from: 0, to: 0 });
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    await expectFaultsTyped(clients.fault, () => createEngagementAdapter(clients.http).coin());
  });
});
