import {
  connectDocumentCheck,
  documentCheckFlow,
  type DocumentCheckView,
  type DocumentFormActor,
} from '@clube/core/activation';
import { connectForm } from '@clube/core/forms';
import { formatCpfInput } from '@clube/core/shared';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useTexts } from '../../i18n/feature-texts.ts';
import { PublicLayout } from '../../layout/PublicLayout.tsx';
import * as page from '../../layout/public-page.css.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { ActivationOutcome } from './ActivationOutcome.tsx';
import { activationTexts } from './activation.texts.ts';
import * as styles from './activation.css.ts';

/** The CPF field, the refusal and the button: the form is the activation's child actor. */
function DocumentForm({ view, actor }: { view: DocumentCheckView; actor: DocumentFormActor }) {
  const t = useTexts(activationTexts);
  const form = useFlowApi(actor, connectForm);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };
  return (
    <form className={page.form} onSubmit={submit} noValidate>
      <FieldInput
        field={form.field('document')}
        label={t('document')}
        hint={t('documentHint')}
        mask={formatCpfInput}
        inputMode="numeric"
        autoComplete="off"
      />
      {view.outcome ? <ActivationOutcome outcome={view.outcome} /> : null}
      <Button type="submit" size="lg" block loading={view.submitting}>
        {t('activateAccount.submit')}
      </Button>
    </form>
  );
}

/**
 * /ativar-conta: the member's CPF, checked then verified (SPEC §4). A refusal says its code's
 * message and the way forward (SPEC §8: 1, 2, 3, 4, 12, else 404), with the CPF kept; success
 * goes on to /verificacao with the document and its companies stored.
 */
export default function ActivateAccountScreen() {
  const club = useClub();
  const t = useTexts(activationTexts);
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const view = useFlowApi(
    useFlow(() => documentCheckFlow(club)),
    connectDocumentCheck,
  );

  // Checked and kept: the sign-up goes on at /verificacao (a route change, not an actor's event).
  useEffect(() => {
    if (view.checked) void navigate(href(routes.verification));
  }, [view.checked, navigate]);

  return (
    <PublicLayout>
      <RoutePage titleKey="routes.activateAccount" publicPage>
        <p className={styles.intro}>{t('activateAccount.intro')}</p>
        {view.form ? <DocumentForm view={view} actor={view.form} /> : null}
        <p className={styles.footnote}>
          {t('activateAccount.haveAccount')}{' '}
          <Link className={styles.textLink} to={href(routes.signIn)}>
            {tApp('signIn.title')}
          </Link>
        </p>
      </RoutePage>
    </PublicLayout>
  );
}
