import { beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, signIn, type TestClients } from '../test/clients.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createAwardsAdapter } from './awards.adapter.ts';

const sandbox = useSandbox();
let clients: TestClients;

beforeAll(async () => {
  clients = clientsFor(sandbox(), await signIn(sandbox()));
});

describe('REST awards against the sandbox', () => {
  it('pages the award partners', async () => {
    const page = await createAwardsAdapter(clients.http).partners({ page: 1, limit: 2 });
    expect(page.pagination).toMatchObject({ current_page: 1, per_page: 2 });
    expect(page.data.length).toBeGreaterThan(0);
  });

  it('answers 403 where the company has no awards', async () => {
    const engaja = clientsFor(
      sandbox(),
      await signIn(sandbox(), '13579246828', 'clube123', 'engaja-mais'),
    );
    await expect(createAwardsAdapter(engaja.http).partners({})).rejects.toMatchObject({
      status: 403,
    });
    // A 403 is an auth failure by SPEC §8: it is reported, the session decides.
    expect(engaja.onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    await expectFaultsTyped(clients.fault, () => createAwardsAdapter(clients.http).partners({}));
  });
});
