import {
  connectPasswordReset,
  forgotPasswordFlow,
  type ForgotPasswordFormActor,
} from '@clube/core/auth';
import { connectForm } from '@clube/core/forms';
import { formatCpfInput } from '@clube/core/shared';
import { useEffect, useRef } from 'react';
import { Link } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { PublicForm } from '../../layout/PublicForm.tsx';
import { PublicLayout } from '../../layout/PublicLayout.tsx';
import * as page from '../../layout/public-page.css.ts';
import { button } from '../../ui/button.css.ts';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { passwordTexts } from './password.texts.ts';
import * as styles from './password.css.ts';

/**
 * /esqueci-minha-senha (SPEC §2, §7): the CPF, refused before sending when invalid, asks for
 * the reset e-mail. What follows reads the same whether or not the CPF is a member's; a
 * failed request says so and keeps the CPF.
 */
export default function ForgotPasswordScreen() {
  const club = useClub();
  const task = useFlowApi(
    useFlow(() => forgotPasswordFlow(club)),
    connectPasswordReset,
  );
  return (
    <PublicLayout>
      <RoutePage titleKey="routes.forgotPassword" publicPage>
        {task.forgotForm ? <ForgotPasswordForm actor={task.forgotForm} /> : null}
      </RoutePage>
    </PublicLayout>
  );
}

/** The CPF form, a child of the password reset task: its own snapshots, its own subscription. */
function ForgotPasswordForm({ actor }: { actor: ForgotPasswordFormActor }) {
  const t = useTexts(passwordTexts);
  const form = useFlowApi(actor, connectForm);
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (form.succeeded) sentRef.current?.focus();
  }, [form.succeeded]);

  return (
    <PublicForm
      intro={<p className={styles.intro}>{t('forgot.intro')}</p>}
      error={form.error}
      submitLabel={t('forgot.submit')}
      submitting={form.submitting}
      onSubmit={form.submit}
      footer={
        <p className={styles.footnote}>
          {t('forgot.remembered')}{' '}
          <Link className={styles.textLink} to={href(routes.signIn)}>
            {t('reset.signIn')}
          </Link>
        </p>
      }
      done={
        form.succeeded ? (
          <div className={styles.outcome} ref={sentRef} tabIndex={-1} role="status">
            <p className={styles.outcomeTitle}>{t('forgot.sentTitle')}</p>
            <p className={styles.outcomeText}>{t('forgot.sent')}</p>
            <Link
              className={`${button({ size: 'lg', block: true })} ${page.buttonLink}`}
              to={href(routes.signIn)}
            >
              {t('forgot.backToSignIn')}
            </Link>
          </div>
        ) : null
      }
    >
      <FieldInput
        field={form.field('document')}
        label={t('document')}
        hint={t('documentHint')}
        mask={formatCpfInput}
        inputMode="numeric"
        autoComplete="username"
      />
    </PublicForm>
  );
}
