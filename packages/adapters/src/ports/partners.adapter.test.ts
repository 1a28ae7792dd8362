import { beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, signIn, type TestClients } from '../test/clients.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createPartnersAdapter } from './partners.adapter.ts';

const sandbox = useSandbox();
let clients: TestClients;

beforeAll(async () => {
  clients = clientsFor(sandbox(), await signIn(sandbox()));
});

describe('GraphQL partners against the sandbox', () => {
  it('pages the main partners and all of them', async () => {
    const partners = createPartnersAdapter(clients.graphql, clients.http);
    const all = await partners.list({ is_main: false, limit: 100 });
    expect(all.pagination.total).toBe(27);
    const main = await partners.list({ is_main: true, limit: 100 });
    expect(main.pagination.total).toBeLessThanOrEqual(all.pagination.total);
    const page = await partners.list({ is_main: false, page: 2, limit: 5 });
    expect(page.pagination).toMatchObject({ current_page: 2, from: 6, to: 10 });
  });

  it('sends a become-a-partner request, skipping empty fields', async () => {
    const partners = createPartnersAdapter(clients.graphql, clients.http);
    await expect(
      partners.requestPartnership({
        company_name: 'Padaria Pão Quente',
        name: 'Rita',
        email: 'rita@example.com',
        phone: '11988887777',
        cnpj: undefined,
        website: null,
      }),
    ).resolves.toBe(true);
    await expect(partners.requestPartnership({ name: 'Rita' })).rejects.toMatchObject({
      status: 422,
    });
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    await expectFaultsTyped(clients.fault, () =>
      createPartnersAdapter(clients.graphql, clients.http).list({}),
    );
  });
});
