import type { CampaignListView } from '@clube/core/campaigns';
import { useTexts } from '../../i18n/feature-texts.ts';
import { campaignListTexts } from './campaign-list.texts.ts';
import * as styles from './campaign-list.css.ts';

export interface ListControlsProps {
  /** The sorts and filters the list offers, each with the address it leads to. */
  view: Pick<CampaignListView, 'sorts' | 'exclusive' | 'cashback'>;
  /** Goes to a list's address (a query string without '?'). */
  go: (search: string) => void;
}

/**
 * The list's sorts (Maiores descontos, Mais curtidas, A-Z, Z-A) and filters (Exclusivo, and
 * Dinheiro de volta with cashback_tab). Each press goes to the address the core's view model
 * gives for it; the address is the list's only source of truth. The controls stay mounted
 * across lists, so the focus stays on the one just pressed.
 */
export function ListControls({ view, go }: ListControlsProps) {
  const t = useTexts(campaignListTexts);
  const { sorts, exclusive, cashback } = view;
  return (
    <div className={styles.controls}>
      <div role="group" aria-labelledby="campaign-list-sort" className={styles.group}>
        <span id="campaign-list-sort" className={styles.groupLabel}>
          {t('sortBy')}
        </span>
        {sorts.map((sort) => (
          <button
            key={sort.value}
            type="button"
            className={styles.chip}
            aria-pressed={sort.pressed}
            onClick={() => go(sort.search)}
          >
            {t(`sort.${sort.value}`)}
          </button>
        ))}
      </div>
      <span className={styles.divider} aria-hidden="true" />
      <div role="group" aria-labelledby="campaign-list-filter" className={styles.group}>
        <span id="campaign-list-filter" className={styles.groupLabel}>
          {t('filterBy')}
        </span>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={exclusive.pressed}
          onClick={() => go(exclusive.search)}
        >
          {t('exclusive')}
        </button>
        {cashback ? (
          <button
            type="button"
            className={styles.chip}
            aria-pressed={cashback.pressed}
            onClick={() => go(cashback.search)}
          >
            {t('cashback')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
