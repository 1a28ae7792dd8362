import { stripHtmlFragment } from '@clube/core/shared';
import { useId, type TextareaHTMLAttributes } from 'react';
import * as styles from './text-input.css.ts';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  /** The message to show under the field (from the form that checked it), or null. */
  error?: string | null;
  /** SPEC §5: strip an embedded HTML fragment unless turned off. */
  stripHtml?: boolean;
}

/**
 * A labelled multi-line text field, the look and behaviour of `TextInput`: an asterisk on
 * required fields, the message linked with `aria-describedby`, HTML fragments stripped.
 */
export function TextArea({
  label,
  value,
  onValueChange,
  hint,
  error,
  stripHtml = true,
  required,
  id,
  rows = 5,
  className,
  ...rest
}: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {required ? (
          <span className={styles.asterisk} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <textarea
        {...rest}
        id={inputId}
        rows={rows}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={[styles.input, styles.multiline, className].filter(Boolean).join(' ')}
        onChange={(event) =>
          onValueChange(stripHtml ? stripHtmlFragment(event.target.value) : event.target.value)
        }
      />
      {hint ? (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
