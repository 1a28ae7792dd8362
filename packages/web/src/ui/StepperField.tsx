import type { FieldApi, FormValues } from '@clube/core/forms';
import { useMessage } from '../i18n/translate-message.ts';
import { NumberStepper, type NumberStepperProps } from './NumberStepper.tsx';
import * as styles from './number-stepper.css.ts';

/** The form fields that hold a number. */
type NumberField<V extends FormValues> = {
  [K in keyof V & string]: V[K] extends number ? K : never;
}[keyof V & string];

export interface StepperFieldProps<V extends FormValues, K extends NumberField<V>> extends Omit<
  NumberStepperProps,
  'value' | 'onValueChange' | 'disabled'
> {
  /** The number field of a form flow (`connectForm(...).field(name)`). */
  field: FieldApi<V, K>;
}

/**
 * A number stepper (SPEC §5) bound to one field of a form flow: the machine holds the number;
 * the stepper is disabled while the form is sending and shows the field's message under it.
 */
export function StepperField<V extends FormValues, K extends NumberField<V>>({
  field,
  ...rest
}: StepperFieldProps<V, K>) {
  const say = useMessage();
  return (
    <div>
      <NumberStepper
        {...rest}
        value={field.value as number}
        onValueChange={(value) => field.change(value as V[K])}
        disabled={field.locked}
      />
      {field.error ? (
        <p className={styles.message} role="alert">
          {say(field.error)}
        </p>
      ) : null}
    </div>
  );
}
