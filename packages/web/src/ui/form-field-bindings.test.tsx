import type { FieldApi } from '@clube/core/forms';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyField } from './MoneyField.tsx';
import { StepperField } from './StepperField.tsx';
import { renderWithI18n } from './test-utils.tsx';

type Values = { amount: number | null; quantity: number };

/** A field as `connectForm` hands it, over React state, recording what the view sent it. */
function useField<K extends 'amount' | 'quantity'>(
  name: K,
  initial: Values[K],
  log: unknown[][],
  options: { locked?: boolean; error?: boolean } = {},
): FieldApi<Values, K> {
  const [value, setValue] = useState(initial);
  return {
    name,
    value,
    error: options.error ? { key: 'validation.required' } : null,
    invalid: Boolean(options.error),
    touched: false,
    required: true,
    locked: options.locked ?? false,
    change: (next) => {
      setValue(next);
      log.push(['change', next]);
    },
    focus: () => log.push(['focus']),
    blur: () => log.push(['blur']),
  } as FieldApi<Values, K>;
}

describe('MoneyField', () => {
  function Amount({ log, error }: { log: unknown[][]; error?: boolean }) {
    return <MoneyField field={useField('amount', null, log, { error })} label="Valor" />;
  }

  it('sends the field cents as typed, and focus and blur, the machine holding the value', async () => {
    const log: unknown[][] = [];
    renderWithI18n(<Amount log={log} />);
    const input = screen.getByRole('textbox', { name: /Valor/ });
    await userEvent.type(input, '1234');
    await userEvent.tab();
    expect(input).toHaveValue('R$ 12,34');
    expect(log[0]).toEqual(['focus']);
    expect(log.filter(([kind]) => kind === 'change').at(-1)).toEqual(['change', 1234]);
    expect(log.at(-1)).toEqual(['blur']);
  });

  it("shows the field's message and marks it required", () => {
    renderWithI18n(<Amount log={[]} error />);
    const input = screen.getByRole('textbox', { name: /Valor/ });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription(/.+/);
  });
});

describe('StepperField', () => {
  function Quantity({
    log,
    locked,
    error,
  }: {
    log: unknown[][];
    locked?: boolean;
    error?: boolean;
  }) {
    return (
      <StepperField
        field={useField('quantity', 1, log, { locked, error })}
        label="Quantidade"
        min={1}
        max={3}
      />
    );
  }

  it('steps the field within its bounds', async () => {
    const log: unknown[][] = [];
    renderWithI18n(<Quantity log={log} />);
    const plus = screen.getByRole('button', { name: 'Aumentar' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(log).toEqual([
      ['change', 2],
      ['change', 3],
    ]);
    expect(screen.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue('3');
    expect(plus).toBeDisabled();
  });

  it('is disabled while the form is sending, and shows the field message', () => {
    renderWithI18n(<Quantity log={[]} locked error />);
    expect(screen.getByRole('button', { name: 'Aumentar' })).toBeDisabled();
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
  });
});
