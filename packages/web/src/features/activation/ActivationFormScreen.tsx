import {
  activationFormFlow,
  connectActivationForm,
  type AccountFormActor,
  type ActivationFormView,
} from '@clube/core/activation';
import { connectForm } from '@clube/core/forms';
import { useEffect, useRef, type FormEvent } from 'react';
import { useOutlet } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { PublicLayout } from '../../layout/PublicLayout.tsx';
import * as page from '../../layout/public-page.css.ts';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { AccountFields } from './AccountFields.tsx';
import { ActivationOutcome } from './ActivationOutcome.tsx';
import { activationTexts } from './activation.texts.ts';
import * as styles from './activation.css.ts';
import { useInterestOptions } from './use-interest-options.ts';

/** The fields, once the stored document is checked and verified: the activation's child form. */
function ActivationFields({ view, actor }: { view: ActivationFormView; actor: AccountFormActor }) {
  const t = useTexts(activationTexts);
  const form = useFlowApi(actor, connectForm);
  const interests = useInterestOptions();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };
  return (
    <>
      <p className={styles.intro}>
        {view.withPassword ? t('form.intro') : t('form.introNoPassword')}
      </p>
      <form className={page.form} onSubmit={submit} noValidate>
        <AccountFields form={form} terms="child" interests={interests} />
        {view.outcome ? <ActivationOutcome outcome={view.outcome} /> : null}
        <Button type="submit" size="lg" block loading={view.submitting}>
          {t('form.submit')}
        </Button>
      </form>
    </>
  );
}

/**
 * /formulario-de-ativacao (SPEC §2, §4, §5): the stored document is checked and verified at
 * once, then the member completes the account — personal data, interests, password (unless
 * the company vouched for them) and the terms — and is signed in (the guard then goes Home).
 * The `termos` child shows the terms (with their way back) in place of the form, which keeps
 * what was typed.
 */
export default function ActivationFormScreen() {
  const club = useClub();
  const t = useTexts(activationTexts);
  const outlet = useOutlet();
  // The guard lets only stored credentials in; the flow reads them once and checks them at start.
  const view = useFlowApi(
    useFlow(() => activationFormFlow(club)),
    connectActivationForm,
  );

  // The terms show in place of the form (which stays, hidden, with what was typed): the focus
  // goes to them, and back to the form when they close.
  const showingTerms = outlet !== null;
  const formRef = useRef<HTMLDivElement>(null);
  const termsRef = useRef<HTMLDivElement>(null);
  const wasShowingTerms = useRef(showingTerms);
  useEffect(() => {
    if (wasShowingTerms.current === showingTerms) return;
    wasShowingTerms.current = showingTerms;
    (showingTerms ? termsRef : formRef).current?.focus();
  }, [showingTerms]);

  let content;
  if (view.form) {
    content = <ActivationFields view={view} actor={view.form} />;
  } else if (view.step === 'refused' && view.outcome) {
    content = (
      <ActivationOutcome outcome={view.outcome}>
        {view.canRetry ? (
          <Button variant="secondary" onClick={view.retry}>
            {t('actions.retry')}
          </Button>
        ) : null}
      </ActivationOutcome>
    );
  } else {
    content = (
      <div role="status" aria-label={t('form.checking')} className={page.form}>
        <Skeleton lines={3} />
      </div>
    );
  }
  return (
    <PublicLayout>
      <RoutePage titleKey="routes.activationForm" publicPage>
        <div hidden={showingTerms} ref={formRef} tabIndex={-1} className={styles.region}>
          {content}
        </div>
        {outlet ? (
          <div ref={termsRef} tabIndex={-1} className={styles.region}>
            {outlet}
          </div>
        ) : null}
      </RoutePage>
    </PublicLayout>
  );
}
