import { validateRequired, type MessageKey } from '@clube/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useLocation } from 'react-router';
import { useClub } from '../../app/club-context.tsx';
import { useCompanyConfig } from '../../app/club-selectors.ts';
import type { GuardNotice } from '../../app/NavigationGuard.tsx';
import { useBrandDocument } from '../../app/useBrandDocument.ts';
import { Button } from '../../ui/Button.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import * as styles from './sign-in.css.ts';

type Field = 'document' | 'password';

/** /entrar: document and password. What the member typed survives a failed attempt. */
export default function SignInScreen() {
  const club = useClub();
  const config = useCompanyConfig();
  const { t } = useTranslation();
  const location = useLocation();
  const notice = (location.state as GuardNotice | null)?.message;
  const session = useSelector(club.session, (snapshot) => ({
    signingIn: snapshot.matches('signingIn'),
    needsActivation: snapshot.matches('needsActivation'),
    error: snapshot.matches('failed') ? snapshot.context.error : null,
  }));
  const [values, setValues] = useState<Record<Field, string>>({ document: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  useBrandDocument(t('signIn.title'));

  useEffect(() => headingRef.current?.focus(), []);

  const change = (field: Field) => (value: string) =>
    setValues((now) => ({ ...now, [field]: value }));
  const clearError = (field: Field) => () => setErrors(({ [field]: _, ...rest }) => rest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, MessageKey>> = {};
    for (const field of ['document', 'password'] as const) {
      const problem = validateRequired(values[field]);
      if (problem) found[field] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    club.signIn({
      document: values.document.trim(),
      password: values.password,
      ...(config?.slug ? { company: config.slug } : {}),
    });
  };

  const signIn = config?.sign_in;
  const logo = signIn?.signInLogo ?? config?.logo;
  return (
    <main className={styles.page}>
      <section
        className={styles.brandPanel}
        style={signIn?.background ? { backgroundImage: `url("${signIn.background}")` } : undefined}
        aria-label={config?.title ?? undefined}
      >
        {signIn?.mainText ? <p className={styles.brandText}>{signIn.mainText}</p> : null}
      </section>
      <section className={styles.formPanel}>
        <div className={styles.card}>
          {logo ? (
            <img className={styles.logo} src={logo} alt={config?.title ?? ''} height={48} />
          ) : null}
          <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
            {t('signIn.title')}
          </h1>
          {notice ? (
            <p className={styles.notice} role="alert">
              {t(notice)}
            </p>
          ) : null}
          <form className={styles.form} onSubmit={submit} noValidate>
            <TextInput
              label={t('signIn.document')}
              name="document"
              autoComplete="username"
              inputMode="numeric"
              required
              value={values.document}
              onValueChange={change('document')}
              error={errors.document ? t(errors.document) : null}
              onClearError={clearError('document')}
              hint={t('signIn.documentHint')}
            />
            <TextInput
              label={t('signIn.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              stripHtml={false}
              value={values.password}
              onValueChange={change('password')}
              error={errors.password ? t(errors.password) : null}
              onClearError={clearError('password')}
            />
            {session.error ? (
              <p className={styles.notice} role="alert">
                {session.error.message}
              </p>
            ) : null}
            {session.needsActivation ? (
              <p className={styles.info} role="status">
                {t('signIn.needsActivation')}
              </p>
            ) : null}
            <Button type="submit" size="lg" block loading={session.signingIn}>
              {signIn?.mainButtonText ?? t('signIn.submit')}
            </Button>
          </form>
        </div>
      </section>
    </main>
  );
}
