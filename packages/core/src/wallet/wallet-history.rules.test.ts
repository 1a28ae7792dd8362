import { describe, expect, it } from 'vitest';
import type { PagedListApi } from '../paging/paging.connect.ts';
import { transactionSchema, type Transaction } from '../redemptions/transaction.schema.ts';
import { historyEntryOf, narrowPagedList, spentFrom } from './wallet-history.rules.ts';

const transaction = (id: number, fields: Record<string, unknown>): Transaction =>
  transactionSchema.parse({ id, ...fields });

const list = (
  items: Transaction[],
  state: Partial<PagedListApi<Transaction, object>> = {},
): PagedListApi<Transaction, object> => ({
  items,
  total: items.length,
  query: {},
  loading: false,
  loadingMore: false,
  hasMore: false,
  empty: items.length === 0,
  error: null,
  keyOf: (item) => item.id,
  loadMore: () => undefined,
  retry: () => undefined,
  reload: () => undefined,
  filter: () => undefined,
  setQuery: () => undefined,
  remove: () => undefined,
  ...state,
});

describe('wallet history', () => {
  it("knows an award or a reward by the transaction's type or its campaign's event", () => {
    expect(spentFrom('award', transaction(1, { type: 'award' }))).toBe(true);
    expect(spentFrom('award', transaction(2, { type: 'x', campaign: { event: 'Award' } }))).toBe(
      true,
    );
    expect(spentFrom('award', transaction(3, { type: 'engagement' }))).toBe(false);
    expect(spentFrom('engagement', transaction(3, { type: 'engagement' }))).toBe(true);
    expect(spentFrom('engagement', transaction(4, { type: 'payment' }))).toBe(false);
  });

  it('a purchase paid in money spent no balance, whatever its campaign event', () => {
    const giftCard = transaction(5, {
      type: 'gift_card',
      value: 12990,
      campaign: { event: 'engagement' },
    });
    expect(spentFrom('engagement', giftCard)).toBe(false);
    expect(
      spentFrom('award', transaction(6, { type: 'Payment', campaign: { event: 'award' } })),
    ).toBe(false);
  });

  it('shows only the matching items, and is empty only once every page has come', () => {
    const items = [
      transaction(1, { type: 'payment' }),
      transaction(2, { type: 'award' }),
      transaction(3, { type: 'payment' }),
    ];
    const keep = (item: Transaction) => spentFrom('award', item);
    expect(narrowPagedList(list(items), keep)).toMatchObject({
      items: [items[1]],
      total: 1,
      empty: false,
    });
    const noAward = [items[0] as Transaction];
    expect(narrowPagedList(list(noAward, { hasMore: true }), keep)).toMatchObject({
      items: [],
      total: null,
      empty: false,
    });
    expect(narrowPagedList(list(noAward, { loadingMore: true }), keep).empty).toBe(false);
    expect(narrowPagedList(list(noAward), keep)).toMatchObject({ total: 0, empty: true });
    const failed = list(noAward, { error: { kind: 'network', message: 'x' } });
    expect(narrowPagedList(failed, keep).empty).toBe(false);
  });
});

describe('historyEntryOf', () => {
  const spent = transactionSchema.parse({
    id: 1,
    type: 'award',
    value: 1250,
    quantity: 2,
    created_at: '2026-03-04T12:00:00Z',
    campaign: { id: 2, event: 'award', partner: { name: ' Loja ', logo: 'https://x/l.png' } },
  });

  it('says what was spent as money from the awards balance and as points from the coin', () => {
    const entry = historyEntryOf(spent, 'award');
    expect(entry.partnerName).toBe('Loja');
    expect(entry.logo).toBe('https://x/l.png');
    expect(entry.dateText).toBe('04/03/2026');
    expect(entry.amountText).toMatch(/R\$\s12,50/);
    expect(entry.quantity).toBe(2);
    expect(historyEntryOf(spent, 'engagement').amountText).toBe('12,5');
  });

  it('leaves the partner name to the view when the answer gave none', () => {
    const bare = transactionSchema.parse({ id: 3, type: 'award', quantity: 1 });
    expect(historyEntryOf(bare, 'award')).toMatchObject({
      partnerName: null,
      logo: null,
      dateText: '',
      quantity: null,
    });
  });
});
