import type { FieldApi, FormValues } from '@clube/core/forms';
import { useMessage } from '../i18n/translate-message.ts';
import { MoneyInput, type MoneyInputProps } from './MoneyInput.tsx';

/** The form fields that hold an amount in integer cents (null while empty). */
type CentsField<V extends FormValues> = {
  [K in keyof V & string]: V[K] extends number | null ? K : never;
}[keyof V & string];

export interface MoneyFieldProps<V extends FormValues, K extends CentsField<V>> extends Omit<
  MoneyInputProps,
  'valueCents' | 'onChangeCents' | 'error' | 'onClearError' | 'required' | 'name' | 'validate'
> {
  /** The amount field of a form flow (`connectForm(...).field(name)`). */
  field: FieldApi<V, K>;
}

/**
 * A money input (SPEC §5, 'R$ 1.234,56') bound to one field of a form flow, as `FieldInput`
 * binds text: the machine holds the cents, checks them on blur and clears the message on focus.
 */
export function MoneyField<V extends FormValues, K extends CentsField<V>>({
  field,
  onFocus,
  onBlur,
  ...rest
}: MoneyFieldProps<V, K>) {
  const say = useMessage();
  return (
    <MoneyInput
      {...rest}
      name={field.name}
      valueCents={field.value as number | null}
      onChangeCents={(cents) => field.change(cents as V[K])}
      required={field.required}
      readOnly={field.locked || rest.readOnly}
      selfValidate={false}
      error={field.error ? say(field.error) : null}
      onFocus={(event) => {
        field.focus();
        onFocus?.(event);
      }}
      onBlur={(event) => {
        field.blur();
        onBlur?.(event);
      }}
    />
  );
}
