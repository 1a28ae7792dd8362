import type { Transaction } from './transaction.schema.ts';

/** The transaction type of a gift card purchase (a card of an `epay` campaign). */
export const GIFT_CARD_TRANSACTION_TYPE = 'gift_card';

/**
 * Whether a purchase holds a gift card whose code and password the member may reveal: a
 * gift-card transaction with the transaction id the gift card is asked by (SPEC §3).
 */
export function hasGiftCard(transaction: Pick<Transaction, 'type' | 'transaction_id'>): boolean {
  return (
    transaction.type === GIFT_CARD_TRANSACTION_TYPE &&
    typeof transaction.transaction_id === 'string' &&
    transaction.transaction_id.trim() !== ''
  );
}
