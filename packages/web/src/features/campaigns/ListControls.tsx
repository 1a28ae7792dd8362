import {
  connectListFilters,
  listFiltersFlow,
  SORT_OPTIONS,
  type ListFilters,
} from '@clube/core/campaigns';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useClub } from '../../runtime/club-context.tsx';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { campaignListTexts } from './campaign-list.texts.ts';
import * as styles from './campaign-list.css.ts';

export interface ListControlsProps {
  /** The sort and filters as the address has them now. */
  filters: ListFilters;
  /** The member changed them: the screen writes them to the address. */
  onChange: (filters: ListFilters) => void;
  /** Meus favoritos cannot sort Z-A (SPEC §7 favoritedCampaigns). */
  withoutZtoA?: boolean;
}

const sameFilters = (a: ListFilters, b: ListFilters): boolean =>
  a.ordinator === b.ordinator && a.exclusive === b.exclusive && a.cashback === b.cashback;

/**
 * The list's sorts (Maiores descontos, Mais curtidas, A-Z, Z-A) and filters (Exclusivo, and
 * Dinheiro de volta with cashback_tab) over the core's list-filters flow. The address is the
 * source of truth: what the member changes goes to `onChange` (the screen writes the address),
 * and when the address changes otherwise (back, forward, a link) the flow follows it. The
 * controls stay mounted, so the focus stays on the one just pressed.
 */
export function ListControls({
  filters: wanted,
  onChange,
  withoutZtoA = false,
}: ListControlsProps) {
  const club = useClub();
  const t = useTexts(campaignListTexts);
  const actor = useFlow(listFiltersFlow(club, wanted));
  const { filters, cashbackAllowed, sortBy, toggleExclusive, toggleCashback } = useFlowApi(
    actor,
    connectListFilters,
  );
  // While the flow follows the address, its changes are not the member's.
  const following = useRef(false);
  const changed = useEffectEvent((next: ListFilters) => {
    if (!following.current && !sameFilters(next, wanted)) onChange(next);
  });
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const { ordinator, exclusive, cashback } = snapshot.context;
      changed({ ordinator, exclusive, cashback });
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const { ordinator, exclusive, cashback } = wanted;
  useEffect(() => {
    const now = actor.getSnapshot().context;
    following.current = true;
    if (now.ordinator !== ordinator) actor.send({ type: 'SET_ORDINATOR', ordinator });
    if (now.exclusive !== exclusive) actor.send({ type: 'TOGGLE_EXCLUSIVE' });
    if (now.cashbackAllowed && now.cashback !== cashback) actor.send({ type: 'TOGGLE_CASHBACK' });
    following.current = false;
  }, [actor, ordinator, exclusive, cashback]);

  const sorts = SORT_OPTIONS.filter((option) => !(withoutZtoA && option.value === 'alphainverse'));

  return (
    <div className={styles.controls}>
      <div role="group" aria-labelledby="campaign-list-sort" className={styles.group}>
        <span id="campaign-list-sort" className={styles.groupLabel}>
          {t('sortBy')}
        </span>
        {sorts.map((option) => {
          const on = filters.ordinator === option.value;
          return (
            <button
              key={option.value}
              type="button"
              className={styles.chip}
              aria-pressed={on}
              onClick={() => sortBy(on ? '' : option.value)}
            >
              {t(`sort.${option.value}`)}
            </button>
          );
        })}
      </div>
      <span className={styles.divider} aria-hidden="true" />
      <div role="group" aria-labelledby="campaign-list-filter" className={styles.group}>
        <span id="campaign-list-filter" className={styles.groupLabel}>
          {t('filterBy')}
        </span>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={filters.exclusive}
          onClick={toggleExclusive}
        >
          {t('exclusive')}
        </button>
        {cashbackAllowed ? (
          <button
            type="button"
            className={styles.chip}
            aria-pressed={filters.cashback}
            onClick={toggleCashback}
          >
            {t('cashback')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
