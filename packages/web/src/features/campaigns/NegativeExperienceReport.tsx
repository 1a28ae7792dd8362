import { connectForm } from '@clube/core/forms';
import { negativeExperienceFlow, type CampaignApi } from '@clube/core/campaigns';
import { useId, useState } from 'react';
import { useClub } from '../../runtime/club-context.tsx';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { campaignDetailTexts } from './campaign-detail.texts.ts';
import * as styles from './campaign-detail.css.ts';

/**
 * The negative-experience report (SPEC §7 campaign/{id}/negative-experience): the kinds come
 * from the campaign flow, the report is a form on the one form machine kept while the detail
 * is open, so a failed send (or closing the dialog) keeps what the member wrote.
 */
export function NegativeExperienceReport({
  campaignId,
  detail,
}: {
  campaignId: string;
  detail: CampaignApi;
}) {
  const club = useClub();
  const t = useTexts(campaignDetailTexts);
  const say = useMessage();
  const form = useFlowApi(
    useFlow(() => negativeExperienceFlow(club, campaignId)),
    connectForm,
  );
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const type = form.field('typeId');
  const types = detail.negativeExperienceTypes;

  const openDialog = () => {
    if (types.length === 0 && !detail.negativeExperienceTypesLoading) {
      detail.loadNegativeExperienceTypes();
    }
    setOpen(true);
  };

  return (
    <div className={styles.reportRow}>
      <Button variant="ghost" size="sm" onClick={openDialog} aria-haspopup="dialog">
        {t('report.open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('report.title')}>
        {form.succeeded ? (
          <div className={styles.form}>
            <p className={styles.successTitle} role="status">
              {t('report.sent')}
            </p>
            <Button onClick={() => setOpen(false)}>{t('report.close')}</Button>
          </div>
        ) : (
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              form.submit();
            }}
          >
            <p className={styles.note}>{t('report.intro')}</p>
            {detail.negativeExperienceTypesFailed ? (
              <div className={styles.buttons}>
                <p className={styles.alert} role="alert">
                  {t('report.typesFailed')}
                </p>
                <Button variant="secondary" size="sm" onClick={detail.loadNegativeExperienceTypes}>
                  {t('retry')}
                </Button>
              </div>
            ) : types.length === 0 ? (
              <p className={styles.note} role="status">
                {t('report.typesLoading')}
              </p>
            ) : (
              <fieldset
                className={styles.choices}
                aria-describedby={type.error ? errorId : undefined}
              >
                <legend className={styles.legend}>
                  {t('report.type')}
                  <span aria-hidden="true" className={styles.fieldError}>
                    {' *'}
                  </span>
                </legend>
                {types.map((kind) => (
                  <label key={kind.id} className={styles.check}>
                    <input
                      type="radio"
                      name="negative-experience-type"
                      className={styles.checkbox}
                      value={kind.id}
                      checked={type.value === kind.id}
                      disabled={type.locked}
                      onChange={() => {
                        type.focus();
                        type.change(kind.id);
                      }}
                    />
                    <span>{kind.title}</span>
                  </label>
                ))}
                {type.error ? (
                  <span id={errorId} className={styles.fieldError} role="alert">
                    {say(type.error)}
                  </span>
                ) : null}
              </fieldset>
            )}
            <FieldInput field={form.field('message')} label={t('report.message')} />
            {form.error ? (
              <p className={styles.alert} role="alert">
                {say(form.error)}
              </p>
            ) : null}
            <div className={styles.buttons}>
              <Button type="submit" loading={form.submitting} disabled={types.length === 0}>
                {t('report.send')}
              </Button>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                {t('report.cancel')}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </div>
  );
}
