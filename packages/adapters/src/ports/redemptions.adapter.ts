import {
  giftCardSchema,
  letterSchema,
  transactionSchema,
  voucherSchema,
} from '@clube/core/redemptions';
import { parseAnswer } from '@clube/core/shared';
import { type AbortSignalLike, type ClubError, type RedemptionsPort } from '@clube/core';
import {
  DeleteLetterDocument,
  DeleteVoucherDocument,
  GiftCardDocument,
  LetterDocument,
  LettersDocument,
  TransactionsDocument,
  VoucherDocument,
  VouchersDocument,
} from '../generated/graphql-features/graphql.ts';
import type { HttpClient } from '../http/http-client.ts';
import { apiPath, type JsonBody } from '../rest/openapi-types.ts';
import { booleanOf, dataOf, fieldOf, found, pageOf } from '../shared/answers.ts';
import { EVENT_DEFAULTS } from './campaigns.adapter.ts';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import { rootField } from '../graphql/root-field.ts';
import { abortSignalOf, signalOption } from '../shared/abort-signal.ts';

/** A deletion answered `status: false` is a failure the screen shows (SPEC §8). */
function deleted(answer: unknown, what: string): void {
  const status = booleanOf(fieldOf(answer, 'status', what), what);
  if (!status) {
    const message = fieldOf(answer, 'message', what);
    const error: ClubError = {
      kind: 'server',
      status: 200,
      message: typeof message === 'string' ? message : 'Não encontrado',
    };
    throw error;
  }
}

/** Letters, vouchers, transactions and gift cards over GraphQL; letter actions over REST. */
export function createRedemptionsAdapter(
  graphql: GraphqlClient,
  http: HttpClient,
): RedemptionsPort {
  async function letter(id: string, signal?: AbortSignalLike) {
    const data = await graphql.execute(LetterDocument, { id }, abortSignalOf(signal));
    return parseAnswer(
      letterSchema,
      found(rootField(data, 'letter'), 'Carta não encontrada'),
      'letter',
    );
  }

  return {
    async letters(query, signal) {
      const data = await graphql.execute(
        LettersDocument,
        {
          page: query.page ?? null,
          limit: query.limit ?? null,
          searchPerk: query.searchPerk || null,
        },
        abortSignalOf(signal),
      );
      return pageOf(letterSchema, rootField(data, 'letters'), 'letters');
    },
    letter,
    async requestLetter(campaignId, letterData, signal) {
      const json: JsonBody<'/campaign/{id}/event', 'post'> = { ...EVENT_DEFAULTS, ...letterData };
      const body = await http.request('post', apiPath('/campaign/{id}/event', { id: campaignId }), {
        json,
        ...signalOption(signal),
      });
      const id = fieldOf(dataOf(body, 'campaign/event') ?? {}, 'id', 'campaign/event');
      // The event answers the new letter's id; the letter itself comes from the query.
      return typeof id === 'string' && id !== '' ? letter(id, signal) : null;
    },
    async sendLetter(letterId, email, signal) {
      const body = await http.request('post', apiPath('/rescue/letter/{letterId}', { letterId }), {
        json: { email } satisfies JsonBody<'/rescue/letter/{letterId}', 'post'>,
        ...signalOption(signal),
      });
      return booleanOf(fieldOf(body, 'success', 'rescue/letter'), 'rescue/letter');
    },
    async deleteLetter(id, signal) {
      const data = await graphql.execute(DeleteLetterDocument, { id }, abortSignalOf(signal));
      deleted(rootField(data, 'deleteLetter'), 'deleteLetter');
    },
    async vouchers(query, signal) {
      const data = await graphql.execute(
        VouchersDocument,
        {
          page: query.page ?? null,
          limit: query.limit ?? null,
          type: query.type ?? null,
          searchPerk: query.searchPerk || null,
        },
        abortSignalOf(signal),
      );
      return pageOf(voucherSchema, rootField(data, 'vouchers'), 'vouchers');
    },
    async voucher(id, signal) {
      const data = await graphql.execute(VoucherDocument, { id }, abortSignalOf(signal));
      return parseAnswer(
        voucherSchema,
        found(rootField(data, 'voucher'), 'Voucher não encontrado'),
        'voucher',
      );
    },
    async deleteVoucher(id, signal) {
      const data = await graphql.execute(DeleteVoucherDocument, { id }, abortSignalOf(signal));
      deleted(rootField(data, 'deleteVoucher'), 'deleteVoucher');
    },
    async transactions(query, signal) {
      const data = await graphql.execute(
        TransactionsDocument,
        {
          page: query.page ?? null,
          limit: query.limit ?? null,
          // Newest first (SPEC §7 transactions: desc).
          desc: true,
          searchPerk: query.searchPerk || null,
        },
        abortSignalOf(signal),
      );
      return pageOf(transactionSchema, rootField(data, 'transactions'), 'transactions');
    },
    async giftCard(transactionId, signal) {
      const data = await graphql.execute(
        GiftCardDocument,
        { transaction_id: transactionId },
        abortSignalOf(signal),
      );
      const card = found(rootField(data, 'giftCard'), 'Cartão presente não encontrado');
      return parseAnswer(giftCardSchema, card, 'giftCard');
    },
  };
}
