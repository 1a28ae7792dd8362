import { formatCentsAsMoneyInput, parseMoneyInput } from '@clube/core/shared';
import { TextInput, type TextInputProps } from './TextInput.tsx';

export interface MoneyInputProps extends Omit<
  TextInputProps,
  'value' | 'onValueChange' | 'type' | 'stripHtml' | 'validate'
> {
  /** The amount in integer cents; null while the field is empty. */
  valueCents: number | null;
  /** Called with integer cents, or null when the field is emptied. */
  onChangeCents: (cents: number | null) => void;
  /** Extra check on blur, given the cents (e.g. the R$ 20 withdrawal minimum). */
  validate?: (cents: number | null) => ReturnType<NonNullable<TextInputProps['validate']>>;
}

/**
 * SPEC §5 money input: 'R$ 1.234,56'. Digits shift in from the right like a cash register
 * and the field takes and emits integer cents (the core's money rules). No HTML strip (money
 * is exempt).
 */
export function MoneyInput({ valueCents, onChangeCents, validate, ...rest }: MoneyInputProps) {
  const shown = valueCents === null ? '' : formatCentsAsMoneyInput(valueCents);

  const change = (text: string) => {
    const cents = parseMoneyInput(text);
    // Deleting back down to R$ 0,00 empties the field, so a required amount can be cleared.
    const deleting = text.length < shown.length;
    onChangeCents(cents === 0 && deleting ? null : cents);
  };

  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder={formatCentsAsMoneyInput(0)}
      {...rest}
      type="text"
      value={shown}
      stripHtml={false}
      onValueChange={change}
      validate={validate ? (text) => validate(parseMoneyInput(text)) : undefined}
    />
  );
}
