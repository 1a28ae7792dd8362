import { letterRequestFlow } from '@clube/core/redemptions';
import { connectForm } from '@clube/core/forms';
import { formatCpfInput } from '@clube/core/shared';
import { useId, useState } from 'react';
import { Link } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { campaignDetailTexts } from './campaign-detail.texts.ts';
import * as styles from './campaign-detail.css.ts';

/**
 * A letter campaign's button: it opens the letter-data form (SPEC §3, §5) on the one form
 * machine. The flow lives here, not in the dialog, so closing and opening the dialog (or a
 * refused request) never loses what the member typed.
 */
export function LetterAction({ campaignId, label }: { campaignId: string; label: string }) {
  const club = useClub();
  const t = useTexts(campaignDetailTexts);
  const say = useMessage();
  const form = useFlowApi(
    useFlow(() => letterRequestFlow(club, campaignId)),
    connectForm,
  );
  const [open, setOpen] = useState(false);
  const statementId = useId();
  const statement = form.field('statement');
  const document = form.field('document');

  if (form.succeeded) {
    return (
      <div className={styles.success} role="status">
        <p className={styles.successTitle}>{t('letter.done')}</p>
        <Link className={styles.textLink} to={href(routes.redemptionsLetters)}>
          {t('action.seeLetters')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <Button size="lg" block onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('letter.title')}>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.submit();
          }}
        >
          <p className={styles.note}>{t('letter.intro')}</p>
          <FieldInput field={form.field('name')} label={t('letter.name')} autoComplete="name" />
          <FieldInput
            field={{
              ...document,
              change: (value: string) => document.change(formatCpfInput(value)),
            }}
            label={t('letter.document')}
            hint={t('letter.documentHint')}
            inputMode="numeric"
          />
          <FieldInput field={form.field('number')} label={t('letter.number')} />
          <FieldInput
            field={form.field('email')}
            label={t('letter.email')}
            type="email"
            autoComplete="email"
          />
          <div>
            <label className={styles.check}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={statement.value}
                disabled={statement.locked}
                aria-invalid={statement.invalid || undefined}
                aria-describedby={statement.error ? statementId : undefined}
                onChange={(event) => {
                  statement.focus();
                  statement.change(event.target.checked);
                }}
                onBlur={() => statement.blur()}
              />
              <span>
                {t('letter.statement')}
                <span aria-hidden="true" className={styles.fieldError}>
                  {' *'}
                </span>
              </span>
            </label>
            {statement.error ? (
              <span id={statementId} className={styles.fieldError} role="alert">
                {say(statement.error)}
              </span>
            ) : null}
          </div>
          {form.error ? (
            <p className={styles.alert} role="alert">
              {say(form.error)}
            </p>
          ) : null}
          <div className={styles.buttons}>
            <Button type="submit" loading={form.submitting}>
              {t('letter.submit')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('letter.cancel')}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
