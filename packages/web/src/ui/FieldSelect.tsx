import type { FieldApi, FormValues } from '@clube/core/forms';
import { useMessage } from '../i18n/translate-message.ts';
import { Select, type SelectProps } from './Select.tsx';

export interface FieldSelectProps<V extends FormValues, K extends keyof V & string> extends Omit<
  SelectProps,
  'value' | 'onValueChange' | 'error' | 'onClearError' | 'required' | 'onLeave'
> {
  /** A text field of a form flow whose value is one of the options' values ('' for none). */
  field: FieldApi<V, K>;
}

/**
 * A `Select` bound to one field of a form flow: the choice goes to the machine, and closing the
 * list or leaving the select is the field's blur, so the machine checks it there (SPEC §5: an
 * empty required select says 'Campo obrigatório!' when it closes) and its message is the one shown.
 */
export function FieldSelect<V extends FormValues, K extends keyof V & string>({
  field,
  ...rest
}: FieldSelectProps<V, K>) {
  const say = useMessage();
  return (
    <Select
      {...rest}
      value={String(field.value ?? '') || null}
      required={field.required}
      disabled={field.locked || rest.disabled}
      error={field.error ? say(field.error) : null}
      onValueChange={(value) => field.change(value as V[K])}
      onClearError={field.focus}
      onLeave={field.blur}
    />
  );
}
