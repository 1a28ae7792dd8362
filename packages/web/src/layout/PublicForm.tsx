import type { Message, MessageKey } from '@clube/core';
import type { FormEvent, ReactNode } from 'react';
import { useMessage } from '../i18n/translate-message.ts';
import { Button } from '../ui/Button.tsx';
import * as page from './public-page.css.ts';

export interface PublicFormProps {
  /** What the page says above the form. */
  intro?: ReactNode;
  /** The form's fields (`FieldInput`, `MoneyField`… bound to the form flow). */
  children: ReactNode;
  /** The form flow's message after a failed submit, shown above the button. */
  error?: Message | MessageKey | null;
  submitLabel: string;
  submitting?: boolean;
  onSubmit: () => void;
  /** What follows the form (a link back to Entrar). */
  footer?: ReactNode;
  /** Shown instead of the intro, the form and the footer once it is done (the e-mail was sent…). */
  done?: ReactNode;
}

/**
 * The body of a signed-out form page (Esqueci minha senha, Nova senha), inside the page's
 * `PublicLayout` and `RoutePage`: the intro, the fields, the form's message and one submit
 * button, then the footer; the browser's own validation is off (the form flow checks the
 * fields). Once done, what the page shows instead.
 */
export function PublicForm({
  intro,
  children,
  error = null,
  submitLabel,
  submitting = false,
  onSubmit,
  footer,
  done,
}: PublicFormProps) {
  const say = useMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  if (done) return done;
  return (
    <>
      {intro}
      <form className={page.form} onSubmit={submit} noValidate>
        {children}
        {error ? (
          <p className={page.notice} role="alert">
            {say(error)}
          </p>
        ) : null}
        <Button type="submit" size="lg" block loading={submitting}>
          {submitLabel}
        </Button>
      </form>
      {footer}
    </>
  );
}
