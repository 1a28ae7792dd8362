import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './MoneyInput.tsx';
import { renderWithI18n } from './test-utils.tsx';

function Controlled({
  initial = null,
  onCents,
  required,
}: {
  initial?: number | null;
  onCents?: (cents: number | null) => void;
  required?: boolean;
}) {
  const [cents, setCents] = useState<number | null>(initial);
  return (
    <MoneyInput
      label="Valor"
      required={required}
      valueCents={cents}
      onChangeCents={(next) => {
        setCents(next);
        onCents?.(next);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it('shows the amount with prefix, thousands dot and decimal comma', () => {
    renderWithI18n(<Controlled initial={123456} />);
    expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$ 1.234,56');
  });

  it('shows millions with a dot per thousand', () => {
    renderWithI18n(<Controlled initial={123456789} />);
    expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$ 1.234.567,89');
  });

  it('ignores digits past the 13th, keeping the cents a safe integer', async () => {
    const onCents = vi.fn();
    renderWithI18n(<Controlled initial={9_999_999_999_999} onCents={onCents} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('R$ 99.999.999.999,99');
    await userEvent.type(input, '1');
    expect(onCents).toHaveBeenLastCalledWith(9_999_999_999_999);
    expect(input).toHaveValue('R$ 99.999.999.999,99');
  });

  it('is empty (with a R$ 0,00 placeholder) when there is no amount', () => {
    renderWithI18n(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', 'R$ 0,00');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('shifts typed digits in from the right and emits cents', async () => {
    const onCents = vi.fn();
    renderWithI18n(<Controlled onCents={onCents} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '5');
    expect(input).toHaveValue('R$ 0,05');
    await userEvent.type(input, '0');
    expect(input).toHaveValue('R$ 0,50');
    await userEvent.type(input, '00');
    expect(input).toHaveValue('R$ 50,00');
    await userEvent.type(input, '000');
    expect(input).toHaveValue('R$ 50.000,00');
    expect(onCents).toHaveBeenLastCalledWith(5_000_000);
    expect(onCents.mock.calls.map(([cents]) => cents)).toEqual([
      5, 50, 500, 5000, 50000, 500000, 5000000,
    ]);
  });

  it('ignores letters', async () => {
    renderWithI18n(<Controlled />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '1a2');
    expect(input).toHaveValue('R$ 0,12');
  });

  it('shifts back to the right on Backspace, and empties the field past the last digit', async () => {
    const onCents = vi.fn();
    renderWithI18n(<Controlled initial={1234} onCents={onCents} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('R$ 1,23');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('R$ 0,12');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('R$ 0,01');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('');
    expect(onCents).toHaveBeenLastCalledWith(null);
  });

  it('does not strip "<" and ">" as HTML, it just reads digits', async () => {
    renderWithI18n(<Controlled />);
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('<b>12</b>');
    expect(input).toHaveValue('R$ 0,12');
  });

  it('says "Campo obrigatório!" when required and left empty', async () => {
    renderWithI18n(<Controlled required />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Campo obrigatório!');
  });

  it('runs an extra check on the cents on blur', async () => {
    const validate = vi.fn((cents: number | null) =>
      cents !== null && cents < 2000 ? ('validation.generic' as const) : null,
    );
    function WithRule() {
      const [cents, setCents] = useState<number | null>(null);
      return (
        <MoneyInput label="Saque" valueCents={cents} onChangeCents={setCents} validate={validate} />
      );
    }
    renderWithI18n(<WithRule />);
    await userEvent.type(screen.getByRole('textbox'), '1999');
    await userEvent.tab();
    expect(validate).toHaveBeenLastCalledWith(1999);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro!');
  });
});
