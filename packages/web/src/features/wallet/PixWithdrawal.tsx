import { connectForm } from '@clube/core/forms';
import { CASHBACK_MIN_WITHDRAWAL_CENTS, formatBRL, PIX_TYPES } from '@clube/core/shared';
import {
  canWithdraw,
  normalisePixKey,
  withdrawalFlow,
  withdrawalOutcomeUnknown,
  type Bank,
  type PixType,
  type WithdrawEndpoint,
} from '@clube/core/wallet';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
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
  const form = useFlowApi(useFlow(withdrawalFlow(club, endpoint)), connectForm);
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const stepRef = useRef<HTMLDivElement>(null);
  // What the last confirmation sent, to say it back after the form empties on success.
  const [sent, setSent] = useState<{ key: string; value: number } | null>(null);

  const step = form.succeeded ? 'done' : form.confirming || form.submitting ? 'confirm' : 'edit';
  useEffect(() => {
    if (!open) return;
    const target =
      step === 'edit'
        ? stepRef.current?.querySelector<HTMLElement>('input[type="radio"]:checked')
        : stepRef.current;
    target?.focus();
  }, [open, step]);

  const allowed = canWithdraw(balanceCents, endpoint);
  const minimum = formatBRL(CASHBACK_MIN_WITHDRAWAL_CENTS);
  const balance = formatBRL(balanceCents);
  const reason = allowed
    ? null
    : endpoint === 'cashback' && balanceCents > 0
      ? t('withdraw.belowMinimum', { minimum, balance })
      : t('withdraw.nothingToWithdraw');

  const { pixType, pixKey, valueCents } = form.values;
  const keyField = form.field('pixKey');
  const valueField = form.field('valueCents');
  const normalised = normalisePixKey(pixType, pixKey);
  const unknownOutcome = withdrawalOutcomeUnknown(form.failure);
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
  const chooseType = (type: PixType) => {
    form.field('pixType').change(type);
    // A key already checked is checked again as the new type.
    if (keyField.touched && pixKey !== '') form.field('pixKey').blur();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const confirm = () => {
    if (form.submitting) return;
    setSent({ key: normalised.ok ? normalised.key : pixKey, value: valueCents ?? 0 });
    form.confirm();
  };

  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        disabled={!allowed}
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
                        onChange={() => chooseType(type)}
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
                  {unknownOutcome ? <p>{t('withdraw.unknownOutcomeEditing')}</p> : null}
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
              <dd>{normalised.ok ? normalised.key : pixKey}</dd>
              <dt>{t('withdraw.summaryValue')}</dt>
              <dd>{formatBRL(valueCents ?? 0)}</dd>
              <dt>{t('withdraw.summaryLeft')}</dt>
              <dd>{formatBRL(Math.max(0, balanceCents - (valueCents ?? 0)))}</dd>
            </dl>
            {banksNote}
            {unknownOutcome ? (
              <p className={styles.warning}>{t('withdraw.unknownOutcome', { balance })}</p>
            ) : null}
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={form.cancel} disabled={form.submitting}>
                {t('withdraw.back')}
              </Button>
              <Button onClick={confirm} loading={form.submitting}>
                {t('withdraw.confirm')}
              </Button>
            </div>
          </div>
        ) : null}
        {step === 'done' ? (
          <div ref={stepRef} className={styles.step} tabIndex={-1} role="status">
            <p className={styles.successText}>{say('withdraw.success')}</p>
            {sent ? (
              <p className={styles.text}>
                {t('withdraw.successText', {
                  value: formatBRL(sent.value),
                  key: sent.key,
                  balance,
                })}
              </p>
            ) : null}
            <div className={styles.buttons}>
              {canWithdraw(balanceCents, endpoint) ? (
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
