import { connectPasswordReset, newPasswordFlow, type NewPasswordFormActor } from '@clube/core/auth';
import { connectForm } from '@clube/core/forms';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import type { GuardNotice } from '../../runtime/guard-notice.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { href, parseQuery } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { PublicForm } from '../../layout/PublicForm.tsx';
import { PublicLayout } from '../../layout/PublicLayout.tsx';
import * as page from '../../layout/public-page.css.ts';
import { button } from '../../ui/button.css.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { passwordTexts } from './password.texts.ts';
import * as styles from './password.css.ts';

/** The new password and its confirmation, once the token is valid; then the way to Entrar. */
function NewPasswordForm({ actor }: { actor: NewPasswordFormActor }) {
  const t = useTexts(passwordTexts);
  const say = useMessage();
  const form = useFlowApi(actor, connectForm);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (form.succeeded) doneRef.current?.focus();
  }, [form.succeeded]);

  return (
    <PublicForm
      intro={<p className={styles.intro}>{t('reset.intro')}</p>}
      error={form.error}
      submitLabel={t('reset.submit')}
      submitting={form.submitting}
      onSubmit={form.submit}
      done={
        form.succeeded ? (
          <div className={styles.outcome} ref={doneRef} tabIndex={-1} role="status">
            <p className={styles.outcomeTitle}>{say('password.changed')}</p>
            <p className={styles.outcomeText}>{t('reset.done')}</p>
            <Link
              className={`${button({ size: 'lg', block: true })} ${page.buttonLink}`}
              to={href(routes.signIn)}
            >
              {t('reset.signIn')}
            </Link>
          </div>
        ) : null
      }
    >
      <FieldInput
        field={form.field('password')}
        label={t('reset.password')}
        hint={t('reset.passwordHint')}
        type="password"
        autoComplete="new-password"
        stripHtml={false}
      />
      <FieldInput
        field={form.field('confirmation')}
        label={t('reset.confirmation')}
        type="password"
        autoComplete="new-password"
        stripHtml={false}
      />
    </PublicForm>
  );
}

/**
 * /nova-senha?token= (SPEC §2, §7, §8): the token is checked first; a missing or invalid one
 * goes to Entrar, which says why. A check that failed (not a refused token) offers to try
 * again. Then the new password, with 'Não foi possível alterar sua senha' on a failure.
 */
export default function NewPasswordScreen() {
  const club = useClub();
  const t = useTexts(passwordTexts);
  const [search] = useSearchParams();
  const { token } = parseQuery(routes.newPassword, search);
  const flow = useFlowApi(
    useFlow(() => newPasswordFlow(club, token ?? null)),
    connectPasswordReset,
  );

  if (flow.tokenInvalid) {
    const notice: GuardNotice = { message: 'passwordReset.invalidLink' };
    return <Navigate to={href(routes.signIn)} replace state={notice} />;
  }
  let content;
  if (flow.checkingToken) {
    content = (
      <div role="status" aria-label={t('reset.checking')} className={page.form}>
        <Skeleton lines={3} />
      </div>
    );
  } else if (flow.checkFailed) {
    content = (
      <div className={styles.failed} role="alert">
        <p className={styles.outcomeText}>{t('reset.checkFailed')}</p>
        <Button variant="secondary" onClick={flow.retry}>
          {t('reset.retry')}
        </Button>
      </div>
    );
  } else if (flow.newPasswordForm) {
    content = <NewPasswordForm actor={flow.newPasswordForm} />;
  }
  return (
    <PublicLayout>
      <RoutePage titleKey="routes.newPassword" publicPage>
        {content}
      </RoutePage>
    </PublicLayout>
  );
}
