import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_TRANSACTION_TYPE, hasGiftCard } from './transaction.rules.ts';

describe('hasGiftCard', () => {
  it('is true for a gift-card purchase with its transaction id only', () => {
    expect(hasGiftCard({ type: 'gift_card', transaction_id: 'TX-2026-1005' })).toBe(true);
    expect(hasGiftCard({ type: 'gift_card', transaction_id: null })).toBe(false);
    expect(hasGiftCard({ type: 'gift_card', transaction_id: '  ' })).toBe(false);
    expect(hasGiftCard({ type: 'payment', transaction_id: 'TX-2026-1001' })).toBe(false);
    expect(hasGiftCard({ type: null, transaction_id: 'TX-2026-1001' })).toBe(false);
  });

  test.prop([fc.option(fc.string(), { nil: null }), fc.option(fc.string(), { nil: null })])(
    'holds exactly for the gift-card type and a non-blank id',
    (type, id) => {
      expect(hasGiftCard({ type, transaction_id: id })).toBe(
        type === GIFT_CARD_TRANSACTION_TYPE && id !== null && id.trim() !== '',
      );
    },
  );
});
