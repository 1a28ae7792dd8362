import type { FieldApi, FormValues } from '@clube/core/forms';
import { useId, type ReactNode } from 'react';
import { useMessage } from '../i18n/translate-message.ts';
import * as styles from './field-checkbox.css.ts';
import { asterisk, error as errorStyle } from './text-input.css.ts';

export interface FieldCheckboxProps<V extends FormValues, K extends keyof V & string> {
  /** A yes/no field of a form flow (`connectForm(...).field(name)`). */
  field: FieldApi<V, K>;
  /** What ticking it means; it may hold links (the terms). */
  label: ReactNode;
}

/**
 * A checkbox bound to one boolean field of a form flow: the machine holds the value, checks it
 * on blur (a required one must be ticked) and clears its message on focus; the message is
 * linked to the box with `aria-describedby`.
 */
export function FieldCheckbox<V extends FormValues, K extends keyof V & string>({
  field,
  label,
}: FieldCheckboxProps<V, K>) {
  const say = useMessage();
  const id = useId();
  const message = field.error ? say(field.error) : null;
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <input
          id={id}
          name={field.name}
          type="checkbox"
          className={styles.box}
          checked={field.value === true}
          required={field.required}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          // Read-only while the form is sending: a click changes nothing.
          aria-readonly={field.locked || undefined}
          // Focusing clears the message, which may shorten the page and move the box before
          // the button is released (at the end of a scrolled form): the click would be lost.
          // So a press does not focus; the box takes the focus once it has changed.
          onMouseDown={(event) => event.preventDefault()}
          onChange={(event) => {
            if (!field.locked) field.change(event.target.checked as V[K]);
            event.currentTarget.focus();
          }}
          onFocus={() => field.focus()}
          onBlur={() => field.blur()}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
          {field.required ? (
            <span className={asterisk} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      </div>
      {message ? (
        <span id={`${id}-error`} className={errorStyle} role="alert">
          {message}
        </span>
      ) : null}
    </div>
  );
}
