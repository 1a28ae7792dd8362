import type { SnapshotFrom } from 'xstate';
import type { CampaignOrdering } from './campaigns.port.ts';
import type { ListFiltersEvent, ListFiltersMachine } from './list-filters.machine.ts';
import type { ListFilters } from './list-filters.rules.ts';

/** The campaign list's sort and filters as any view uses them (SPEC §2, §4). */
export interface ListFiltersApi {
  readonly filters: ListFilters;
  /** Dinheiro de volta is offered only with the cashback_tab permission. */
  readonly cashbackAllowed: boolean;
  sortBy(ordering: CampaignOrdering | ''): void;
  toggleCashback(): void;
  toggleExclusive(): void;
  reset(): void;
}

export function connectListFilters(
  snapshot: SnapshotFrom<ListFiltersMachine>,
  send: (event: ListFiltersEvent) => void,
): ListFiltersApi {
  const { cashback, exclusive, ordinator, cashbackAllowed } = snapshot.context;
  return {
    filters: { cashback, exclusive, ordinator },
    cashbackAllowed,
    sortBy: (ordering) => send({ type: 'SET_ORDINATOR', ordinator: ordering }),
    toggleCashback: () => send({ type: 'TOGGLE_CASHBACK' }),
    toggleExclusive: () => send({ type: 'TOGGLE_EXCLUSIVE' }),
    reset: () => send({ type: 'RESET' }),
  };
}
