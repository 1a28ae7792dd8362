import { cashbackRecordSchema, type WithdrawEndpoint } from '@clube/core/wallet';
import { type WalletPort } from '@clube/core';
import {
  CashbackDocument,
  type CashbackQueryVariables,
} from '../generated/graphql-features/graphql.ts';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import type { HttpClient } from '../http/http-client.ts';
import { fieldOf, pageOf } from '../shared/answers.ts';
import { idempotencyHeaders } from '../http/idempotency-headers.ts';
import { apiPath, type JsonBody, type PathParams } from '../rest/openapi-types.ts';
import { rootField } from '../graphql/root-field.ts';
import { abortSignalOf, signalOption } from '../shared/abort-signal.ts';

type WithdrawPath = PathParams<'/{endpoint}/withdraw', 'post'>['endpoint'];

/** The core names the awards balance `award`; the contract's path segment is `awards`. */
const WITHDRAW_PATHS: Readonly<Record<WithdrawEndpoint, WithdrawPath>> = {
  cashback: 'cashback',
  award: 'awards',
  engagement: 'engagement',
};

/** Withdrawals and cashback redemption over REST; cashback records over GraphQL. */
export function createWalletAdapter(http: HttpClient, graphql: GraphqlClient): WalletPort {
  return {
    async withdraw(request, options, signal) {
      const json: JsonBody<'/{endpoint}/withdraw', 'post'> = request.payload;
      await http.request(
        'post',
        apiPath('/{endpoint}/withdraw', { endpoint: WITHDRAW_PATHS[request.endpoint] }),
        { json, ...idempotencyHeaders(options), ...signalOption(signal) },
      );
    },
    async cashbackRecords(query, signal) {
      const variables: CashbackQueryVariables = {
        page: query.page ?? null,
        limit: query.limit ?? null,
        // `order` says the direction; the API sorts by date in that direction.
        ...(query.order ? { [query.order]: 'date' } : {}),
        status: query.status ?? null,
        partners: query.partners ?? null,
        searchPerk: query.searchPerk || null,
        advertiser: query.advertiser || null,
        between_date: query.between_date ?? null,
      };
      const data = await graphql.execute(CashbackDocument, variables, abortSignalOf(signal));
      return pageOf(cashbackRecordSchema, rootField(data, 'cashback'), 'cashback');
    },
    async redeemCashback(payload, options, signal) {
      const body = await http.request('post', apiPath('/perks/cashback'), {
        json: payload,
        ...idempotencyHeaders(options),
        ...signalOption(signal),
      });
      const message = fieldOf(body, 'message', 'perks/cashback');
      return { message: typeof message === 'string' ? message : null };
    },
  };
}
