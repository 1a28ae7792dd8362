import type { FieldApi, FormValues } from '@clube/core/forms';
import { useMessage } from '../i18n/translate-message.ts';
import { TextArea, type TextAreaProps } from './TextArea.tsx';

export interface FieldTextAreaProps<V extends FormValues, K extends keyof V & string> extends Omit<
  TextAreaProps,
  'value' | 'onValueChange' | 'error' | 'required' | 'name'
> {
  /** The field of a form flow (`connectForm(...).field(name)`). */
  field: FieldApi<V, K>;
}

/**
 * A multi-line field of a form flow, as `FieldInput` is for one line: the machine holds the
 * value, checks it on blur and clears its message on focus.
 */
export function FieldTextArea<V extends FormValues, K extends keyof V & string>({
  field,
  onFocus,
  onBlur,
  ...rest
}: FieldTextAreaProps<V, K>) {
  const say = useMessage();
  return (
    <TextArea
      {...rest}
      name={field.name}
      value={String(field.value ?? '')}
      required={field.required}
      readOnly={field.locked || rest.readOnly}
      error={field.error ? say(field.error) : null}
      onValueChange={(value) => field.change(value as V[K])}
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
