import { connectForm } from '@clube/core/forms';
import { letterSendFlow } from '@clube/core/redemptions';
import { useId, type FormEvent } from 'react';
import { useClub } from '../../runtime/club-context.tsx';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { redemptionsTexts } from './redemptions.texts.ts';
import * as styles from './redemptions.css.ts';

/**
 * Sends the letter by e-mail: the one form machine, the address prefilled; without a
 * connection the button is off and says why.
 */
export function LetterSendForm({
  letterId,
  email,
  blocked,
}: {
  letterId: string;
  email: string;
  /** Why sending is not possible now (offline), or null. */
  blocked: string | null;
}) {
  const reasonId = useId();
  const club = useClub();
  const t = useTexts(redemptionsTexts);
  const say = useMessage();
  const form = useFlowApi(
    useFlow(() => letterSendFlow(club, letterId, email)),
    connectForm,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <form className={styles.sendForm} onSubmit={submit} noValidate>
      <h3 className={styles.sendTitle}>{t('letters.sendTitle')}</h3>
      <FieldInput
        field={form.field('email')}
        label={t('letters.sendEmail')}
        type="email"
        autoComplete="email"
      />
      {form.error ? (
        <p className={styles.formError} role="alert">
          {say(form.error)}
        </p>
      ) : null}
      <p role="status" className={form.result ? styles.sent : styles.visuallyHiddenText}>
        {form.result ? t('letters.sent', { email: form.result.email }) : ''}
      </p>
      <div>
        <Button
          type="submit"
          loading={form.submitting}
          disabled={form.succeeded || blocked !== null}
          aria-describedby={blocked ? reasonId : undefined}
        >
          {t('letters.send')}
        </Button>
        {blocked ? (
          <span className={styles.blockedReason} id={reasonId}>
            {blocked}
          </span>
        ) : null}
      </div>
    </form>
  );
}
