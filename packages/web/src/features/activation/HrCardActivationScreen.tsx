import {
  connectInvite,
  inviteFlow,
  type InviteFormActor,
  type InviteView,
} from '@clube/core/activation';
import { connectForm } from '@clube/core/forms';
import { formatCpfInput } from '@clube/core/shared';
import type { FormEvent } from 'react';
import { useParams, useSearchParams } from '../../router/index.ts';
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
import { useInterestOptions } from './use-interest-options.ts';

function InviteFields({ view, actor }: { view: InviteView; actor: InviteFormActor }) {
  const t = useTexts(activationTexts);
  const form = useFlowApi(actor, connectForm);
  const interests = useInterestOptions();
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
      <AccountFields form={form} terms="newTab" interests={interests} />
      {view.outcome ? <ActivationOutcome outcome={view.outcome} /> : null}
      <Button type="submit" size="lg" block loading={view.submitting}>
        {t('invite.submit')}
      </Button>
    </form>
  );
}

/** The invitation's task, started with the token of the address. */
function InviteForm({ token }: { token: string }) {
  const club = useClub();
  const view = useFlowApi(
    useFlow(() => inviteFlow(club, token)),
    connectInvite,
  );
  return view.form ? <InviteFields view={view} actor={view.form} /> : null;
}

/**
 * The HR-card invitation (SPEC §2, §7 company/invite/{token}): the card's brand in the path,
 * the invitation's token in the query. The new member's CPF and account are sent with it; an
 * unknown or expired invitation is explained with what to do; success signs the member in and
 * the guard goes Home. An address without a token says where the invitation link is.
 */
export default function HrCardActivationScreen() {
  const t = useTexts(activationTexts);
  const { brand = '' } = useParams();
  const [search] = useSearchParams();
  const { token } = parseQuery(routes.hrCardActivation, search);
  return (
    <PublicLayout>
      <RoutePage titleKey="routes.hrCardActivation" publicPage>
        {token ? (
          <>
            <p className={styles.intro}>{t('invite.intro', { brand })}</p>
            <InviteForm key={token} token={token} />
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
