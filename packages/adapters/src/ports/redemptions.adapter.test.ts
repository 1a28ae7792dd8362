import { beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, signIn, type TestClients } from '../test/clients.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createRedemptionsAdapter } from './redemptions.adapter.ts';

const sandbox = useSandbox();
let clients: TestClients;

beforeAll(async () => {
  clients = clientsFor(sandbox(), await signIn(sandbox()));
});
const redemptions = () => createRedemptionsAdapter(clients.graphql, clients.http);

describe('GraphQL redemptions against the sandbox', () => {
  it('pages letters, reads one, e-mails it and deletes it', async () => {
    const letters = await redemptions().letters({ page: 1, limit: 2 });
    expect(letters.pagination.total).toBe(3);
    expect(letters.data).toHaveLength(2);
    const letter = await redemptions().letter(letters.data[0]!.id!);
    expect(letter.id).toBe(letters.data[0]!.id);
    // Some seeded letters have expired: those answer 422 'Carta expirada'.
    const sent = await Promise.all(
      letters.data.map((item) =>
        redemptions()
          .sendLetter(item.id!, 'marina@example.com')
          .catch((error: unknown) => error),
      ),
    );
    expect(sent).toContainEqual(
      expect.objectContaining({ status: 422, message: 'Carta expirada' }),
    );
    const all = await redemptions().letters({ limit: 9 });
    const results = await Promise.all(
      all.data.map((item) =>
        redemptions()
          .sendLetter(item.id!, 'm@example.com')
          .catch(() => false),
      ),
    );
    expect(results).toContain(true);
    await redemptions().deleteLetter(letter.id!);
    await expect(redemptions().letter(letter.id!)).rejects.toMatchObject({ status: 404 });
    await expect(redemptions().deleteLetter(letter.id!)).rejects.toMatchObject({ kind: 'server' });
  });

  it('pages vouchers by type, reads and deletes one', async () => {
    const vouchers = await redemptions().vouchers({ type: '0', limit: 50 });
    expect(vouchers.pagination.total).toBe(14);
    const codes = await redemptions().vouchers({ type: '1', limit: 50 });
    expect(codes.pagination.total).toBe(6);
    const voucher = await redemptions().voucher(vouchers.data[0]!.id!);
    expect(voucher.id).toBe(vouchers.data[0]!.id);
    await redemptions().deleteVoucher(voucher.id!);
    expect((await redemptions().vouchers({ type: '0', limit: 50 })).pagination.total).toBe(13);
  });

  it('pages transactions and reads a gift card', async () => {
    const transactions = await redemptions().transactions({ limit: 50 });
    expect(transactions.pagination.total).toBe(12);
    let giftCards = 0;
    for (const transaction of transactions.data) {
      const card = await redemptions()
        .giftCard(String(transaction.transaction_id))
        .catch(() => null);
      if (card) giftCards++;
    }
    expect(giftCards).toBeGreaterThan(0);
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    await expectFaultsTyped(clients.fault, () => redemptions().letters({}));
  });
});
