import {
  companyConfirmFlow,
  connectCompanyConfirm,
  type CompanyConfirmView,
  type CompanyFormActor,
} from '@clube/core/activation';
import { connectForm } from '@clube/core/forms';
import { formatCpfInput } from '@clube/core/shared';
import { useEffect, useId, type FormEvent } from 'react';
import { Link, useNavigate } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { PublicLayout } from '../../layout/PublicLayout.tsx';
import * as page from '../../layout/public-page.css.ts';
import { Button } from '../../ui/Button.tsx';
import { asterisk, error as errorStyle } from '../../ui/text-input.css.ts';
import { ActivationOutcome } from './ActivationOutcome.tsx';
import { activationTexts } from './activation.texts.ts';
import * as styles from './activation.css.ts';

/** The companies as radio choices: the form is the activation's child actor. */
function CompanyChoices({ view, actor }: { view: CompanyConfirmView; actor: CompanyFormActor }) {
  const t = useTexts(activationTexts);
  const say = useMessage();
  const errorId = useId();
  const legendId = useId();
  const form = useFlowApi(actor, connectForm);
  const company = form.field('company');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };
  return (
    <form className={page.form} onSubmit={submit} noValidate>
      <fieldset
        className={styles.fieldset}
        role="radiogroup"
        aria-labelledby={legendId}
        aria-required="true"
        aria-invalid={company.error ? true : undefined}
        aria-describedby={company.error ? errorId : undefined}
      >
        <legend id={legendId} className={styles.legend}>
          {t('verification.companies')}
          <span className={asterisk} aria-hidden="true">
            *
          </span>
        </legend>
        {view.companies.map((choice) => (
          <label key={choice.slug} className={styles.choice}>
            <input
              type="radio"
              name="company"
              className={styles.choiceBox}
              value={choice.slug}
              checked={company.value === choice.slug}
              // As FieldCheckbox: a press does not focus (clearing the message would move
              // the choices under the pointer); the choice takes the focus once made.
              onMouseDown={(event) => event.preventDefault()}
              onChange={(event) => {
                company.change(choice.slug);
                event.currentTarget.focus();
              }}
              onFocus={() => company.focus()}
              onBlur={() => company.blur()}
            />
            {choice.title ?? choice.slug}
          </label>
        ))}
      </fieldset>
      {company.error ? (
        <span id={errorId} className={errorStyle} role="alert">
          {say(company.error)}
        </span>
      ) : null}
      {view.outcome ? <ActivationOutcome outcome={view.outcome} /> : null}
      <Button type="submit" size="lg" block loading={view.submitting}>
        {t('verification.submit')}
      </Button>
    </form>
  );
}

/**
 * /verificacao, the sign-up confirmation (SPEC §2): the document found, and the clubs it may
 * be activated at (the guard lets only stored credentials with a company list in). The
 * member confirms one and goes on to the activation form.
 */
export default function VerificationScreen() {
  const club = useClub();
  const t = useTexts(activationTexts);
  const navigate = useNavigate();
  // What /ativar-conta stored, read once by the flow: the page changes it only by going on.
  const view = useFlowApi(
    useFlow(() => companyConfirmFlow(club)),
    connectCompanyConfirm,
  );

  // Kept: the sign-up goes on at the activation form (a route change, not an actor's event).
  useEffect(() => {
    if (view.confirmed) void navigate(href(routes.activationForm));
  }, [view.confirmed, navigate]);
  return (
    <PublicLayout>
      <RoutePage titleKey="routes.verification" publicPage>
        <p className={styles.intro}>
          {t('verification.found', { document: formatCpfInput(view.document) })}{' '}
          {t('verification.intro')}
        </p>
        {view.form ? <CompanyChoices view={view} actor={view.form} /> : null}
        <p className={styles.footnote}>
          {t('verification.notYou')}{' '}
          <Link className={styles.textLink} to={href(routes.activateAccount)}>
            {t('actions.otherDocument')}
          </Link>
        </p>
      </RoutePage>
    </PublicLayout>
  );
}
