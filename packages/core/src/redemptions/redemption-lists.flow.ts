import { pagedFlow } from '../paging/paged.flow.ts';
import type { PagingMachine } from '../paging/paging.machine.ts';
import type { PagingRule } from '../paging/paging.rules.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import type { Flow } from '../shared/flow.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import type { RedemptionsPort } from './redemptions.port.ts';
import type { Transaction } from './transaction.schema.ts';
import type { Voucher } from './voucher.schema.ts';

/** Vouchers of type '1' are the member's unique codes (the Códigos tab). */
export const UNIQUE_CODE_VOUCHER_TYPE = '1';

/** What the member's purchases and unique codes are filtered by. */
export interface RedemptionListQuery {
  searchPerk?: string;
}

type RedemptionsHost = FlowHost<{ redemptions: RedemptionsPort }>;

/** Compras: the member's transactions, page by page. */
export function transactionsFlow(
  host: RedemptionsHost,
  query: RedemptionListQuery = {},
  rule?: PagingRule,
): Flow<PagingMachine<Transaction, RedemptionListQuery>> {
  const redemptions = host.runtime.port('redemptions');
  return pagedFlow(
    host,
    ({ page, query: filters, signal }) =>
      redemptions.transactions({ ...filters, page, limit: PAGE_SIZES.transactions }, signal),
    query,
    rule,
  );
}

/** Códigos: the member's unique-code vouchers, page by page. */
export function uniqueCodeListFlow(
  host: RedemptionsHost,
  query: RedemptionListQuery = {},
  rule?: PagingRule,
): Flow<PagingMachine<Voucher, RedemptionListQuery>> {
  const redemptions = host.runtime.port('redemptions');
  return pagedFlow(
    host,
    ({ page, query: filters, signal }) =>
      redemptions.vouchers(
        { ...filters, page, limit: PAGE_SIZES.vouchers, type: UNIQUE_CODE_VOUCHER_TYPE },
        signal,
      ),
    query,
    rule,
  );
}
