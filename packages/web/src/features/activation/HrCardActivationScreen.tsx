import {
  activationFlow,
  connectActivation,
  interestOptionsFlow,
  inviteFlow,
  type ActivationActor,
} from '@clube/core/activation';
import { connectForm } from '@clube/core/forms';
import { connectLoad, formatCpfInput } from '@clube/core/shared';
import type { FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useClub } from '../../runtime/club-context.tsx';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { parseQuery } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { PublicLayout } from '../../layout/PublicLayout.tsx';
import * as page from '../../layout/public-page.css.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { AccountFields } from './AccountFields.tsx';
import { ActivationOutcome } from './ActivationOutcome.tsx';
import { activationTexts } from './activation.texts.ts';
import * as styles from './activation.css.ts';

function InviteForm({ activation, token }: { activation: ActivationActor; token: string }) {
  const club = useClub();
  const t = useTexts(activationTexts);
  const flow = useFlowApi(activation, connectActivation);
  const form = useFlowApi(useFlow(inviteFlow(club, activation, token)), connectForm);
  const interests = useFlowApi(useFlow(interestOptionsFlow(club)), connectLoad);
  const expired = form.error?.key === 'activation.inviteExpired';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
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
      <AccountFields
        form={form}
        terms="newTab"
        interests={{
          categories: interests.data,
          loading: interests.loading,
          failed: interests.error !== null,
        }}
      />
      {form.error ? (
        <ActivationOutcome
          code={expired ? null : flow.code}
          message={form.error}
          {...(expired ? { next: t('invite.expiredNext') } : {})}
        />
      ) : null}
      <Button type="submit" size="lg" block loading={form.submitting}>
        {t('invite.submit')}
      </Button>
    </form>
  );
}

/**
 * The HR-card invitation (SPEC §2, §7 company/invite/{token}): the card's brand in the path,
 * the invitation's token in the query. The new member's CPF and account are sent with it; an
 * unknown or expired invitation is explained with what to do; success signs the member in and
 * the guard goes Home. An address without a token says where the invitation link is.
 */
export default function HrCardActivationScreen() {
  const club = useClub();
  const t = useTexts(activationTexts);
  const { brand = '' } = useParams();
  const [search] = useSearchParams();
  const { token } = parseQuery(routes.hrCardActivation, search);
  const activation = useFlow(activationFlow(club));
  return (
    <PublicLayout>
      <RoutePage titleKey="routes.hrCardActivation" publicPage>
        {token ? (
          <>
            <p className={styles.intro}>{t('invite.intro', { brand })}</p>
            <InviteForm activation={activation} token={token} />
          </>
        ) : (
          <p className={styles.outcome} role="alert">
            {t('invite.missing')}
          </p>
        )}
      </RoutePage>
    </PublicLayout>
  );
}
