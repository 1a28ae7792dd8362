import { beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, signIn, type TestClients } from '../test/clients.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createProfileAdapter } from './profile.adapter.ts';
import { createWalletAdapter } from './wallet.adapter.ts';

const sandbox = useSandbox();
let clients: TestClients;

beforeAll(async () => {
  clients = clientsFor(sandbox(), await signIn(sandbox()));
});
const wallet = () => createWalletAdapter(clients.http, clients.graphql);

describe('REST wallet against the sandbox', () => {
  it('withdraws by Pix from each balance, the award one under the contract name awards', async () => {
    const before = await createProfileAdapter(clients.graphql).user();
    await wallet().withdraw({
      endpoint: 'cashback',
      payload: { pix_type: 'email', pix_email: 'marina@example.com', value: 2000 },
    });
    await wallet().withdraw({
      endpoint: 'award',
      payload: { pix_type: 'phone', pix_phone: '11987654321', value: 2500 },
    });
    const after = await createProfileAdapter(clients.graphql).user();
    expect(after.cashback).toBe((before.cashback ?? 0) - 2000);
    expect(after.awards_balance).toBe((before.awards_balance ?? 0) - 2500);
  });

  it('answers 422 on a short balance (the client adds saldo insuficiente)', async () => {
    await expect(
      wallet().withdraw({
        endpoint: 'cashback',
        payload: { pix_type: 'email', pix_email: 'marina@example.com', value: 99_999_900 },
      }),
    ).rejects.toMatchObject({ kind: 'server', status: 422, message: 'Saldo insuficiente' });
  });

  it('pages cashback records by status and redeems the available ones', async () => {
    const all = await wallet().cashbackRecords({ limit: 50 });
    expect(all.pagination.total).toBe(14);
    const available = await wallet().cashbackRecords({ status: 'available', limit: 50 });
    expect(available.data.length).toBeGreaterThan(0);
    expect(available.data.every((record) => record.status === 'available')).toBe(true);
    expect(await wallet().redeemCashback({})).toEqual({ message: 'Resgate realizado com sucesso' });
    expect((await wallet().cashbackRecords({ status: 'available' })).pagination.total).toBe(0);
    await expect(wallet().redeemCashback({})).rejects.toMatchObject({ status: 422 });
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    await expectFaultsTyped(clients.fault, () => wallet().cashbackRecords({}));
    await expectFaultsTyped(clients.fault, () =>
      wallet().withdraw({
        endpoint: 'engagement',
        payload: { pix_type: 'email', pix_email: 'marina@example.com', value: 2000 },
      }),
    );
  });
});
