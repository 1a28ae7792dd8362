import { pagedFlow } from '../paging/paged.flow.ts';
import type { PagingMachine } from '../paging/paging.machine.ts';
import type { PagingRule } from '../paging/paging.rules.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import type { Flow } from '../shared/flow.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import type { CashbackRecord } from './cashback-record.schema.ts';
import type { CashbackQuery, WalletPort } from './wallet.port.ts';

/** What the cashback records are filtered by (the page is the list's own). */
export type CashbackRecordsQuery = Omit<CashbackQuery, 'page' | 'limit'>;

/** The member's cashback records, page by page. */
export function cashbackRecordsFlow(
  host: FlowHost<{ wallet: WalletPort }>,
  query: CashbackRecordsQuery = {},
  rule?: PagingRule,
): Flow<PagingMachine<CashbackRecord, CashbackRecordsQuery>> {
  const wallet = host.runtime.port('wallet');
  return pagedFlow(
    host,
    ({ page, query: filters, signal }) =>
      wallet.cashbackRecords({ ...filters, page, limit: PAGE_SIZES.cashback }, signal),
    query,
    rule,
  );
}
