import {
  activationFlow,
  activationFormFlow,
  connectActivation,
  interestOptionsFlow,
  storedActivation,
  verifiedMemberOf,
  type ActivationActor,
  type StoredActivation,
  type VerifiedMember,
} from '@clube/core/activation';
import { connectForm } from '@clube/core/forms';
import { ACTIVATION_CODE_MESSAGES, connectLoad } from '@clube/core/shared';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useOutlet } from 'react-router';
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

/** The fields, once the stored document is checked and verified; sent through the flow. */
function ActivationFields({
  activation,
  member,
  stored,
}: {
  activation: ActivationActor;
  member: VerifiedMember;
  stored: StoredActivation;
}) {
  const club = useClub();
  const t = useTexts(activationTexts);
  const flow = useFlowApi(activation, connectActivation);
  const form = useFlowApi(
    useFlow(activationFormFlow(club, activation, member, stored.withPassword)),
    connectForm,
  );
  const interests = useFlowApi(useFlow(interestOptionsFlow(club)), connectLoad);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <>
      <p className={styles.intro}>
        {stored.withPassword ? t('form.intro') : t('form.introNoPassword')}
      </p>
      <form className={page.form} onSubmit={submit} noValidate>
        <AccountFields
          form={form}
          terms="child"
          interests={{
            categories: interests.data,
            loading: interests.loading,
            failed: interests.error !== null,
          }}
        />
        {form.error ? <ActivationOutcome code={flow.code} message={form.error} /> : null}
        <Button type="submit" size="lg" block loading={form.submitting}>
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
  // The guard lets only stored credentials in; read once, the flow checks them at start.
  const stored = useMemo(() => storedActivation(club), [club]);
  const activation = useFlow(activationFlow(club, stored?.credentials ?? null));
  const flow = useFlowApi(activation, connectActivation);
  const member = flow.member === null ? null : verifiedMemberOf(flow.member);

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
  if (member && stored) {
    content = <ActivationFields activation={activation} member={member} stored={stored} />;
  } else if (flow.code !== null || !stored) {
    const code = flow.code ?? 404;
    content = (
      <ActivationOutcome code={code} message={{ key: ACTIVATION_CODE_MESSAGES[code] }}>
        {code === 404 && stored ? (
          <Button variant="secondary" onClick={() => flow.check(stored.credentials)}>
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
