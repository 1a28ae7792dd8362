import {
  connectListFilters,
  listFiltersFlow,
  SORT_OPTIONS,
  type ListFilters,
} from '@clube/core/campaigns';
import { useEffect, useEffectEvent } from 'react';
import { useClub } from '../../app/club-context.tsx';
import { useFlow, useFlowApi } from '../../app/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { campaignListTexts } from './campaign-list.texts.ts';
import * as styles from './campaign-list.css.ts';

export interface ListControlsProps {
  /** The sort and filters as the address has them. */
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
 * source of truth: give this a `key` of the address's filters, so that back and forward start
 * it again from them; what the member changes goes to `onChange`.
 */
export function ListControls({
  filters: initial,
  onChange,
  withoutZtoA = false,
}: ListControlsProps) {
  const club = useClub();
  const t = useTexts(campaignListTexts);
  const actor = useFlow(listFiltersFlow(club, initial));
  const { filters, cashbackAllowed, sortBy, toggleExclusive, toggleCashback } = useFlowApi(
    actor,
    connectListFilters,
  );
  const changed = useEffectEvent((next: ListFilters) => {
    if (!sameFilters(next, initial)) onChange(next);
  });
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const { ordinator, exclusive, cashback } = snapshot.context;
      changed({ ordinator, exclusive, cashback });
    });
    return () => subscription.unsubscribe();
  }, [actor]);

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
