import { TextInput, type TextInputProps } from './TextInput.tsx';
import { formatCentsAsMoneyInput, parseMoneyInput } from './rules/money.ts';

export interface MoneyInputProps extends Omit<
  TextInputProps,
  'value' | 'onValueChange' | 'type' | 'stripHtml' | 'validate'
> {
  /** The amount in integer cents; null while the field is empty. */
  value: number | null;
  onValueChange: (cents: number | null) => void;
  /** Extra check on blur, given the cents (e.g. the R$ 20 withdrawal minimum). */
  validate?: (cents: number | null) => ReturnType<NonNullable<TextInputProps['validate']>>;
}

/**
 * SPEC §5 money input: 'R$ 1.234,56'. Digits shift in from the right like a cash register
 * and the field emits integer cents. No HTML strip (money is exempt).
 */
export function MoneyInput({ value, onValueChange, validate, ...rest }: MoneyInputProps) {
  const shown = value === null ? '' : formatCentsAsMoneyInput(value);

  const change = (text: string) => {
    const cents = parseMoneyInput(text);
    // Deleting back down to R$ 0,00 empties the field, so a required amount can be cleared.
    const deleting = text.length < shown.length;
    onValueChange(cents === 0 && deleting ? null : cents);
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
