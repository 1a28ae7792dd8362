import { beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, signIn, type TestClients } from '../test/clients.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createFavoritesAdapter } from './favorites.adapter.ts';

const sandbox = useSandbox();
let clients: TestClients;

beforeAll(async () => {
  clients = clientsFor(sandbox(), await signIn(sandbox()));
});

describe('GraphQL favorites against the sandbox', () => {
  it('reads the slugs, toggles one off and on again', async () => {
    const favorites = createFavoritesAdapter(clients.graphql);
    const slugs = await favorites.slugs();
    expect(slugs).toHaveLength(10);
    expect(await favorites.toggle(slugs[0]!)).toBe(false);
    expect(await favorites.slugs()).not.toContain(slugs[0]);
    expect(await favorites.toggle(slugs[0]!)).toBe(true);
    expect(await favorites.slugs()).toContain(slugs[0]);
  });

  it('pages the favorited campaigns and sorts them by discount', async () => {
    const favorites = createFavoritesAdapter(clients.graphql);
    const page = await favorites.campaigns({ page: 1, limit: 4, ordering: 'discount' });
    expect(page.pagination).toMatchObject({ current_page: 1, per_page: 4, total: 10 });
    const values = page.data.map((campaign) => campaign.value ?? 0);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const cashback = await favorites.campaigns({ cashback: true, limit: 50 });
    expect(cashback.pagination.total).toBeLessThan(10);
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    await expectFaultsTyped(clients.fault, () => createFavoritesAdapter(clients.graphql).slugs());
  });
});
