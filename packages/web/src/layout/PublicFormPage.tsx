import type { Message, MessageKey } from '@clube/core';
import type { FormEvent, ReactNode } from 'react';
import { useMessage } from '../i18n/translate-message.ts';
import { Button } from '../ui/Button.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import * as page from './public-page.css.ts';
import { RoutePage } from './RoutePage.tsx';

export interface PublicFormPageProps {
  /** The page's title (heading and document title), an i18n key. */
  titleKey: string;
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
  /** Shown instead of the form once it is done (the e-mail was sent…). */
  done?: ReactNode;
}

/**
 * The scaffold of a signed-out form page (Esqueci minha senha, Nova senha, the activation
 * steps): the public frame, the page heading, the intro, the fields, the form's message and
 * one submit button; the browser's own validation is off (the form flow checks the fields).
 */
export function PublicFormPage({
  titleKey,
  intro,
  children,
  error = null,
  submitLabel,
  submitting = false,
  onSubmit,
  footer,
  done,
}: PublicFormPageProps) {
  const say = useMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <PublicLayout>
      <RoutePage titleKey={titleKey} publicPage>
        {done ?? (
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
        )}
      </RoutePage>
    </PublicLayout>
  );
}
