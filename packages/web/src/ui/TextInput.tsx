import { stripHtmlFragment, validateRequired } from '@clube/core/shared';
import { type MessageKey } from '@clube/core';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { useMessage } from '../i18n/translate-message.ts';
import * as styles from './text-input.css.ts';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  type?: 'text' | 'password' | 'email' | 'tel' | 'search';
  hint?: string;
  /**
   * An error from outside (a submit attempt): its text, or `true` for the field's default
   * message ('O campo não pode estar vazio', SPEC §5). The parent clears it in `onClearError`.
   */
  error?: string | boolean | null;
  /** Overrides the default message shown for `error={true}`. */
  errorMessage?: string;
  /** Called on focus: the field's errors are cleared when the member returns to it. */
  onClearError?: () => void;
  /** Extra validation run on blur, after the required check; returns a message key. */
  validate?: (value: string) => MessageKey | null;
  /** SPEC §5: strip an embedded HTML fragment unless turned off. */
  stripHtml?: boolean;
  /**
   * Whether the field checks itself on blur. Off for fields of a form machine, which checks
   * them and hands the message in `error`.
   */
  selfValidate?: boolean;
}

/**
 * A labelled text field: validates on blur, clears its error on focus, marks required
 * fields with an asterisk, and (for passwords) offers a show/hide toggle.
 */
export function TextInput({
  label,
  value,
  onValueChange,
  type = 'text',
  hint,
  error: externalError,
  errorMessage,
  onClearError,
  validate,
  stripHtml = true,
  selfValidate = true,
  required,
  id,
  onBlur,
  onFocus,
  ...rest
}: TextInputProps) {
  const { t } = useTranslation();
  const say = useMessage();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [ownError, setOwnError] = useState<MessageKey | null>(null);
  const [revealed, setRevealed] = useState(false);
  const outsideError =
    externalError === true
      ? (errorMessage ?? say('validation.empty'))
      : typeof externalError === 'string' && externalError !== ''
        ? externalError
        : null;
  const shownError = ownError ? say(ownError) : outsideError;
  const describedBy = [hint ? `${inputId}-hint` : null, shownError ? `${inputId}-error` : null]
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
      <div className={styles.control}>
        <input
          {...rest}
          id={inputId}
          type={type === 'password' && revealed ? 'text' : type}
          value={value}
          required={required}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={[styles.input, type === 'password' ? styles.withToggle : ''].join(' ')}
          onChange={(event) =>
            onValueChange(stripHtml ? stripHtmlFragment(event.target.value) : event.target.value)
          }
          onFocus={(event) => {
            setOwnError(null);
            onClearError?.();
            onFocus?.(event);
          }}
          onBlur={(event) => {
            if (selfValidate) {
              setOwnError((required ? validateRequired(value) : null) ?? validate?.(value) ?? null);
            }
            onBlur?.(event);
          }}
        />
        {type === 'password' ? (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? t('signIn.hidePassword') : t('signIn.showPassword')}
          </button>
        ) : null}
      </div>
      {hint ? (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {shownError ? (
        <span id={`${inputId}-error`} className={styles.error} role="alert">
          {shownError}
        </span>
      ) : null}
    </div>
  );
}
