import { beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, signIn, type TestClients } from '../test/clients.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createProfileAdapter } from './profile.adapter.ts';
import { createPharmacyAdapter } from './pharmacy.adapter.ts';

const sandbox = useSandbox();
let clients: TestClients;

beforeAll(async () => {
  clients = clientsFor(sandbox(), await signIn(sandbox()));
});

describe('REST pharmacy card against the sandbox', () => {
  it('activates the card, which sets its expiry', async () => {
    expect(await createPharmacyAdapter(clients.http).activate({ origem: 'teste' })).toBe(true);
    const user = await createProfileAdapter(clients.graphql).user();
    expect(user.vidalink_expire_date).toBeTruthy();
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    await expectFaultsTyped(clients.fault, () => createPharmacyAdapter(clients.http).activate({}));
  });
});
