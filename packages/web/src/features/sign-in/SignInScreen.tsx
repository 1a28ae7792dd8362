import { connectForm } from '@clube/core/forms';
import { connectSignIn, signInFlow } from '@clube/core/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { checkedImageUrl } from '../../runtime/checked-url.ts';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import type { GuardNotice } from '../../runtime/guard-notice.ts';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useBrandDocument } from '../../runtime/useBrandDocument.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { useFocusAfterPaint } from '../../ui/useFocusAfterPaint.ts';
import * as styles from '../../layout/public-page.css.ts';
import { parseHex, readableTextOn } from '../../theme/contrast.ts';

/**
 * /entrar: document and password on the sign-in task's form. What the member typed survives a
 * failed attempt; one click sends one request. The navigation guard moves a signed-in member
 * on (to `redirectTo` or Home); a member who must activate first goes on to the activation
 * form (the session stored the document for it).
 */
export default function SignInScreen() {
  const club = useClub();
  const config = useCompanyConfig();
  const { t } = useTranslation();
  const say = useMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const guardNotice = (location.state as GuardNotice | null)?.message;
  // The guard's notice is about how the member got here: gone once they try to sign in.
  const [tried, setTried] = useState(false);
  const notice = tried ? undefined : guardNotice;
  const task = useFlowApi(
    useFlow(() => signInFlow(club)),
    connectSignIn,
  );
  const form = useFlowApi(task.form, connectForm);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useBrandDocument(t('signIn.title'));

  useFocusAfterPaint(headingRef, { unlessFocused: false });

  const { mustActivate } = task;
  useEffect(() => {
    if (mustActivate) void navigate(href(routes.activationForm));
  }, [mustActivate, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    form.submit();
  };
  const signIn = config?.sign_in;
  const logo = checkedImageUrl(signIn?.signInLogo ?? config?.logo, config ?? null);
  const background = checkedImageUrl(signIn?.background, config ?? null);
  const partners = signIn?.partners;
  const partnersLogo = checkedImageUrl(partners?.logo, config ?? null);
  // SPEC §3 mainButton: the company's colour for the sign-in button, with a readable text.
  const mainButton = signIn?.mainButton && parseHex(signIn.mainButton) ? signIn.mainButton : null;
  return (
    <main className={styles.page}>
      <section
        className={styles.brandPanel}
        style={background ? { backgroundImage: `url("${background}")` } : undefined}
        aria-label={config?.title ?? undefined}
      >
        {signIn?.mainText ? <p className={styles.brandText}>{signIn.mainText}</p> : null}
        {partnersLogo || partners?.name ? (
          <figure className={styles.partners}>
            {partnersLogo ? (
              <img
                className={styles.partnersLogo}
                src={partnersLogo}
                alt={partners?.name ? '' : t('signIn.partners')}
                height={40}
              />
            ) : null}
            {partners?.name ? <figcaption>{partners.name}</figcaption> : null}
          </figure>
        ) : null}
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
              {say(notice)}
            </p>
          ) : null}
          <form className={styles.form} onSubmit={submit} noValidate>
            <FieldInput
              field={form.field('document')}
              label={t('signIn.document')}
              autoComplete="username"
              inputMode="numeric"
              hint={t('signIn.documentHint')}
            />
            <FieldInput
              field={form.field('password')}
              label={t('signIn.password')}
              type="password"
              autoComplete="current-password"
              stripHtml={false}
            />
            {form.error ? (
              <p className={styles.notice} role="alert">
                {say(form.error)}
              </p>
            ) : null}
            {task.redirectRefused ? (
              <p className={styles.notice} role="alert">
                {say('errors.global')}
              </p>
            ) : null}
            {mustActivate ? (
              <p className={styles.info} role="status">
                {t('signIn.needsActivation')}
              </p>
            ) : null}
            <Button
              type="submit"
              size="lg"
              block
              loading={form.submitting}
              style={
                mainButton
                  ? { backgroundColor: mainButton, color: readableTextOn(mainButton) }
                  : undefined
              }
            >
              {signIn?.mainButtonText ?? t('signIn.submit')}
            </Button>
            <Link className={styles.link} to={href(routes.forgotPassword)}>
              {signIn?.forgotPassword ?? t('signIn.forgotPassword')}
            </Link>
          </form>
          {signIn?.divisors && signIn.or ? (
            <p className={styles.divisor}>
              <span>{signIn.or}</span>
            </p>
          ) : null}
          <Link
            className={`${button({ size: 'lg', variant: 'secondary', block: true })} ${styles.buttonLink}`}
            to={href(routes.activateAccount)}
          >
            {signIn?.secondaryButton ?? t('routes.activateAccount')}
          </Link>
        </div>
      </section>
    </main>
  );
}
