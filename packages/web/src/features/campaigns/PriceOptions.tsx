import type { Message } from '@clube/core';
import { formatBRL } from '@clube/core/shared';
import type { ReactNode } from 'react';
import { useMessage } from '../../i18n/translate-message.ts';
import * as styles from './campaign-detail.css.ts';
import * as pay from './payment-campaign.css.ts';

/** The form field a price choice binds to (the payment's and the gift card's `price`). */
interface PriceField {
  readonly value: unknown;
  readonly error: Message | null;
  readonly locked: boolean;
  focus(): void;
  change(value: number): void;
}

/**
 * An offer's price options as radio chips, the message under them: the payment and the ePay
 * gift card choose their amount the same way (the server charges the option named).
 */
export function PriceOptions({
  formId,
  legend,
  options,
  field,
}: {
  formId: string;
  legend: ReactNode;
  options: readonly number[];
  field: PriceField;
}) {
  const say = useMessage();
  const errorId = `${formId}-price`;
  return (
    <fieldset className={pay.options} aria-describedby={field.error ? errorId : undefined}>
      <legend className={pay.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={pay.chip}>
          <input
            type="radio"
            className={pay.radio}
            name={errorId}
            checked={field.value === option}
            disabled={field.locked}
            onChange={() => {
              field.focus();
              field.change(option);
            }}
          />
          {formatBRL(option)}
        </label>
      ))}
      {field.error ? (
        <span id={errorId} className={styles.fieldError} role="alert">
          {say(field.error)}
        </span>
      ) : null}
    </fieldset>
  );
}
