import { PIX_TYPES } from '@clube/core/shared';
import {
  connectWithdrawal,
  withdrawalFlow,
  type Bank,
  type WithdrawEndpoint,
} from '@clube/core/wallet';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useClub } from '../../runtime/club-context.tsx';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { MoneyInput } from '../../ui/MoneyInput.tsx';
import { walletTexts } from './wallet.texts.ts';
import * as styles from './wallet.css.ts';

export interface PixWithdrawalProps {
  endpoint: WithdrawEndpoint;
  /** The member's balance now, in cents (it changes after a withdrawal). */
  balanceCents: number;
  /** The banks a withdrawal may go to; empty when any bank will do. */
  banks: readonly Bank[];
}

type WithdrawalSnapshot = Parameters<typeof connectWithdrawal>[0];
type WithdrawalSend = Parameters<typeof connectWithdrawal>[1];

const INPUT_BY_TYPE = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  random: { type: 'text', inputMode: 'text', autoComplete: 'off' },
} as const;

/**
 * "Sacar via Pix" and its dialog, on the core's withdrawal form: the key type and key (checked
 * as DICT defines them), the value in reais (cents inside), a confirmation that shows key and
 * value before anything is sent, one request per confirmation, and the draft kept after any
 * failure — and after closing the dialog. A request that got no answer is said so at the next
 * confirmation, beside the reloaded balance, so a second withdrawal is never sent unawares.
 */
export function PixWithdrawal({ endpoint, balanceCents, banks }: PixWithdrawalProps) {
  const club = useClub();
  const t = useTexts(walletTexts);
  const { i18n } = useTranslation();
  const say = useMessage();
  const connect = useCallback(
    (snapshot: WithdrawalSnapshot, send: WithdrawalSend) =>
      connectWithdrawal(snapshot, send, balanceCents),
    [balanceCents],
  );
  const form = useFlowApi(
    useFlow(() => withdrawalFlow(club, endpoint)),
    connect,
  );
  // Whether the dialog is open is the view's own state; everything in it is the form's.
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const stepRef = useRef<HTMLDivElement>(null);

  const { step } = form;
  // Moves focus into the step shown (a DOM effect; nothing is sent to the form).
  useEffect(() => {
    if (!open) return;
    const target =
      step === 'edit'
        ? stepRef.current?.querySelector<HTMLElement>('input[type="radio"]:checked')
        : stepRef.current;
    target?.focus();
  }, [open, step]);

  const minimum = form.minimumText;
  const balance = form.balanceText;
  const reason = form.blocked ? t(`withdraw.${form.blocked}`, { minimum, balance }) : null;

  const { pixType, valueCents } = form.values;
  const keyField = form.field('pixKey');
  const valueField = form.field('valueCents');
  const bankNames = banks.map((bank) => bank.name ?? t('withdraw.bankCode', { code: bank.code }));
  const banksNote =
    bankNames.length > 0 ? (
      <p className={styles.notice}>
        {t('withdraw.banks', {
          banks: new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(bankNames),
        })}
      </p>
    ) : null;

  const close = () => {
    setOpen(false);
    if (form.succeeded) form.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        disabled={form.blocked !== null}
        aria-describedby={reason ? reasonId : undefined}
      >
        {t('withdraw.open')}
      </Button>
      {reason ? (
        <p id={reasonId} className={styles.detail}>
          {reason}
        </p>
      ) : null}
      <Modal open={open} onClose={close} title={t(`withdraw.title.${endpoint}`)}>
        {step === 'edit' ? (
          <div ref={stepRef} className={styles.step}>
            <form className={styles.form} onSubmit={submit} noValidate>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{t('withdraw.keyType')}</legend>
                <div className={styles.choices}>
                  {PIX_TYPES.map((type) => (
                    <label key={type} className={styles.choice}>
                      <input
                        type="radio"
                        name={`pix-type-${endpoint}`}
                        value={type}
                        checked={pixType === type}
                        onChange={() => form.chooseType(type)}
                      />
                      {t(`withdraw.keyTypes.${type}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <FieldInput
                field={keyField}
                label={t(`withdraw.keyLabel.${pixType}`)}
                hint={t(`withdraw.keyHint.${pixType}`)}
                spellCheck={false}
                autoCapitalize="off"
                {...INPUT_BY_TYPE[pixType]}
              />
              <MoneyInput
                label={t('withdraw.value')}
                valueCents={valueCents}
                onChangeCents={(cents) => valueField.change(cents)}
                required={valueField.required}
                readOnly={valueField.locked}
                selfValidate={false}
                error={valueField.error ? say(valueField.error) : null}
                onFocus={() => valueField.focus()}
                onBlur={() => valueField.blur()}
                hint={
                  endpoint === 'cashback'
                    ? t('withdraw.valueHintMinimum', { balance, minimum })
                    : t('withdraw.valueHint', { balance })
                }
              />
              {banksNote}
              {form.error ? (
                <div role="alert" className={styles.warning}>
                  <p className={styles.errorText}>{say(form.error)}</p>
                  {form.outcomeUnknown ? <p>{t('withdraw.unknownOutcomeEditing')}</p> : null}
                </div>
              ) : null}
              <div className={styles.buttons}>
                <Button variant="secondary" onClick={close}>
                  {t('withdraw.cancel')}
                </Button>
                <Button type="submit">{t('withdraw.continue')}</Button>
              </div>
            </form>
          </div>
        ) : null}
        {step === 'confirm' ? (
          <div
            ref={stepRef}
            className={styles.step}
            tabIndex={-1}
            aria-labelledby={`${reasonId}-confirm`}
            role="group"
          >
            <h3 id={`${reasonId}-confirm`} className={styles.stepTitle}>
              {t('withdraw.confirmTitle')}
            </h3>
            <p className={styles.text}>{t('withdraw.confirmIntro')}</p>
            <dl className={styles.summary}>
              <dt>{t('withdraw.summaryKeyType')}</dt>
              <dd>{t(`withdraw.keyTypes.${pixType}`)}</dd>
              <dt>{t('withdraw.summaryKey')}</dt>
              <dd>{form.keyShown}</dd>
              <dt>{t('withdraw.summaryValue')}</dt>
              <dd>{form.valueText}</dd>
              <dt>{t('withdraw.summaryLeft')}</dt>
              <dd>{form.leftText}</dd>
            </dl>
            {banksNote}
            {form.outcomeUnknown ? (
              <p className={styles.warning}>{t('withdraw.unknownOutcome', { balance })}</p>
            ) : null}
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={form.cancel} disabled={form.submitting}>
                {t('withdraw.back')}
              </Button>
              <Button onClick={form.confirm} loading={form.submitting}>
                {t('withdraw.confirm')}
              </Button>
            </div>
          </div>
        ) : null}
        {step === 'done' ? (
          <div ref={stepRef} className={styles.step} tabIndex={-1} role="status">
            <p className={styles.successText}>{say('withdraw.success')}</p>
            {form.sent ? (
              <p className={styles.text}>
                {t('withdraw.successText', {
                  value: form.sent.valueText,
                  key: form.sent.keyShown,
                  balance,
                })}
              </p>
            ) : null}
            <div className={styles.buttons}>
              {form.canWithdrawAgain ? (
                <Button variant="secondary" onClick={form.reset}>
                  {t('withdraw.another')}
                </Button>
              ) : null}
              <Button onClick={close}>{t('withdraw.close')}</Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
