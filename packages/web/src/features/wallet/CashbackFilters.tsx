import {
  CASHBACK_PARTNER_FILTER_MAX_LENGTH,
  CASHBACK_PERIODS,
  CASHBACK_STATUSES,
  type AppliedCashbackFilters,
} from '@clube/core/wallet';
import { useState, type FormEvent } from 'react';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { walletTexts } from './wallet.texts.ts';
import * as styles from './wallet.css.ts';

const ALL = 'all';

export interface CashbackFiltersProps {
  /** The filters applied now (read from the address). */
  applied: AppliedCashbackFilters;
  /** Applies new filters (the screen writes them into the address). */
  onApply: (filters: AppliedCashbackFilters) => void;
}

/**
 * Status, partner (or offer) and period of the cashback records. A status or period applies as
 * soon as it is chosen; the partner when the form is sent (Enter or 'Filtrar'). Give it a `key`
 * of the applied filters, so that it starts again from them when they change elsewhere.
 */
export function CashbackFilters({ applied, onApply }: CashbackFiltersProps) {
  const t = useTexts(walletTexts);
  // What is being typed in the partner field, before it is applied.
  const [partner, setPartner] = useState(applied.partner ?? '');
  const statusOptions = [
    { value: ALL, label: t('filters.allStatuses') },
    ...CASHBACK_STATUSES.map((status) => ({ value: status, label: t(`status.label.${status}`) })),
  ];
  const periodOptions = [
    { value: ALL, label: t('filters.periods.all') },
    ...Object.keys(CASHBACK_PERIODS).map((period) => ({
      value: period,
      label: t(`filters.periods.${period}`),
    })),
  ];
  const active = applied.status !== null || applied.partner !== null || applied.period !== null;
  const apply = (patch: Partial<AppliedCashbackFilters>) => {
    const typed = partner.trim();
    onApply({ ...applied, partner: typed === '' ? null : typed, ...patch });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({});
  };

  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('filters.title')} noValidate>
      <Select
        label={t('filters.status')}
        options={statusOptions}
        value={applied.status ?? ALL}
        onValueChange={(value) =>
          apply({ status: value === ALL ? null : (value as AppliedCashbackFilters['status']) })
        }
      />
      <TextInput
        label={t('filters.partner')}
        type="search"
        value={partner}
        onValueChange={setPartner}
        maxLength={CASHBACK_PARTNER_FILTER_MAX_LENGTH}
        hint={t('filters.partnerHint')}
        autoComplete="off"
      />
      <Select
        label={t('filters.period')}
        options={periodOptions}
        value={applied.period ?? ALL}
        onValueChange={(value) =>
          apply({ period: value === ALL ? null : (value as AppliedCashbackFilters['period']) })
        }
      />
      <div className={styles.filterButtons}>
        <Button type="submit">{t('filters.apply')}</Button>
        {active ? (
          <Button
            variant="ghost"
            onClick={() => {
              setPartner('');
              onApply({ status: null, partner: null, period: null });
            }}
          >
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
