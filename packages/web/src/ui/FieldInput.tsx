import type { FieldApi, FormValues } from '@clube/core/forms';
import { useMessage } from '../i18n/translate-message.ts';
import { TextInput, type TextInputProps } from './TextInput.tsx';

export interface FieldInputProps<V extends FormValues, K extends keyof V & string> extends Omit<
  TextInputProps,
  'value' | 'onValueChange' | 'error' | 'onClearError' | 'required' | 'name'
> {
  /** The field of a form flow (`connectForm(...).field(name)`): value, message and events. */
  field: FieldApi<V, K>;
  /** An input mask from the core (a phone, a date, a CEP): what is typed goes through it. */
  mask?: (typed: string) => string;
}

/**
 * A text input bound to one field of a form flow: the machine holds the value, checks it on
 * blur, clears its message on focus and says whether it is required; the input only shows.
 */
export function FieldInput<V extends FormValues, K extends keyof V & string>({
  field,
  mask,
  onFocus,
  onBlur,
  ...rest
}: FieldInputProps<V, K>) {
  const say = useMessage();
  return (
    <TextInput
      {...rest}
      name={field.name}
      value={String(field.value ?? '')}
      required={field.required}
      readOnly={field.locked || rest.readOnly}
      selfValidate={false}
      error={field.error ? say(field.error) : null}
      onValueChange={(value) => field.change((mask ? mask(value) : value) as V[K])}
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
