import type { Page } from '../paging/page.schema.ts';
import type { GiftCard } from './gift-card.schema.ts';
import type { Letter, LetterData } from './letter.schema.ts';
import type { Transaction } from './transaction.schema.ts';
import type { Voucher } from './voucher.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';

export interface RedemptionQuery {
  page?: number;
  limit?: number;
  searchPerk?: string;
}

/** The member's redemptions: letters, vouchers, transactions and gift cards. */
export interface RedemptionsPort {
  letters(query: RedemptionQuery, signal?: AbortSignalLike): Promise<Page<Letter>>;
  letter(id: string, signal?: AbortSignalLike): Promise<Letter>;
  requestLetter(
    campaignId: string,
    data: LetterData,
    signal?: AbortSignalLike,
  ): Promise<Letter | null>;
  /** Sends a letter by e-mail; answers success. */
  sendLetter(letterId: string, email: string, signal?: AbortSignalLike): Promise<boolean>;
  deleteLetter(id: string, signal?: AbortSignalLike): Promise<void>;
  vouchers(
    query: RedemptionQuery & { type?: string },
    signal?: AbortSignalLike,
  ): Promise<Page<Voucher>>;
  voucher(id: string, signal?: AbortSignalLike): Promise<Voucher>;
  deleteVoucher(id: string, signal?: AbortSignalLike): Promise<void>;
  transactions(query: RedemptionQuery, signal?: AbortSignalLike): Promise<Page<Transaction>>;
  giftCard(transactionId: string, signal?: AbortSignalLike): Promise<GiftCard>;
}

export const RedemptionsPortToken = Symbol.for('clube.RedemptionsPort');
