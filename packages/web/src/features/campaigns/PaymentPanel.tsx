import type { Campaign } from '@clube/core/campaigns';
import { connectPayment, paymentFlow, type PaymentCardApi } from '@clube/core/payment';
import { useId } from 'react';
import { Link } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import { NumberStepper } from '../../ui/NumberStepper.tsx';
import { campaignDetailTexts } from './campaign-detail.texts.ts';
import * as styles from './campaign-detail.css.ts';
import * as pay from './payment-campaign.css.ts';
import { PriceOptions } from './PriceOptions.tsx';

/**
 * Price options, the quantity stepper (SPEC §5), the method, the card for a card payment and
 * the payment itself: one payment task in the core (`connectPayment`) decides every step, the
 * panel shows it. A refused payment or card keeps every choice.
 */
export function PaymentPanel({ campaign }: { campaign: Campaign }) {
  const club = useClub();
  const t = useTexts(campaignDetailTexts);
  const say = useMessage();
  const formId = useId();
  const payment = useFlowApi(
    useFlow(() => paymentFlow(club, campaign)),
    connectPayment,
  );
  const { form, card } = payment;

  if (payment.blocked === 'noPrice') {
    return (
      <section className={styles.panel}>
        <p className={styles.note}>{t('payment.noPrice')}</p>
      </section>
    );
  }

  if (payment.step === 'paid') {
    return (
      <section className={styles.panel} aria-labelledby={`${formId}-done`}>
        <div className={styles.success} role="status">
          <p id={`${formId}-done`} className={styles.successTitle}>
            {t('payment.done')}
          </p>
          {payment.resultMessage ? <p className={styles.note}>{payment.resultMessage}</p> : null}
          {payment.next === 'purchases' ? (
            <Link className={styles.textLink} to={href(routes.redemptionsPurchases)}>
              {t('payment.seePurchases')}
            </Link>
          ) : null}
        </div>
        <Button variant="secondary" onClick={payment.payAgain}>
          {t('payment.payAgain')}
        </Button>
      </section>
    );
  }

  const quantity = form.field('quantity');
  const method = form.field('method');
  return (
    <section className={styles.panel} aria-label={t('action.title')}>
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          payment.pay();
        }}
      >
        <PriceOptions
          formId={formId}
          legend={
            <>
              {t('payment.prices')}
              <span aria-hidden="true" className={styles.fieldError}>
                {' *'}
              </span>
            </>
          }
          options={payment.options}
          field={form.field('price')}
        />
        <NumberStepper
          label={t('payment.quantity')}
          value={quantity.value}
          onValueChange={(value) => quantity.change(value)}
          min={payment.quantity.min}
          max={payment.quantity.max}
          step={payment.quantity.step}
          integerOnly
          disabled={quantity.locked}
        />
        {payment.methodChoices.length > 0 ? (
          <fieldset className={pay.options}>
            <legend className={pay.legend}>{t('payment.method')}</legend>
            {payment.methodChoices.map((entry) => (
              <label key={entry} className={pay.chip}>
                <input
                  type="radio"
                  className={pay.radio}
                  name={`${formId}-method`}
                  checked={payment.method === entry}
                  disabled={method.locked}
                  onChange={() => method.change(entry)}
                />
                {t(`payment.${entry}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
      </form>
      {card.needed ? <CardSection card={card} /> : null}
      <p className={pay.total}>
        <span>{t('payment.total')}</span>
        <strong className={pay.totalValue} data-testid="payment-total">
          {payment.totalText}
        </strong>
      </p>
      {payment.error ? (
        <p className={styles.alert} role="alert">
          {say(payment.error)}
        </p>
      ) : null}
      <Button type="submit" form={formId} size="lg" block loading={payment.blocked === 'sending'}>
        {payment.method === 'credit_card'
          ? t('payment.payCard', { total: payment.totalText })
          : t('payment.payPix', { total: payment.totalText })}
      </Button>
    </section>
  );
}

/** Adding the card a card payment uses: the brand shows as the number is typed (SPEC §9). */
function CardSection({ card }: { card: PaymentCardApi }) {
  const t = useTexts(campaignDetailTexts);
  const say = useMessage();

  if (card.added) {
    const { brand, last } = card.added;
    return (
      <div className={pay.savedCard}>
        <span className={pay.savedCardName}>
          {brand ? <Icon name={brand} size={24} /> : null}
          {t('payment.cardAdded', {
            brand: brand ? t(`payment.brands.${brand}`) : t('payment.card'),
            last,
          })}
        </span>
        <Button variant="ghost" size="sm" onClick={card.change}>
          {t('payment.changeCard')}
        </Button>
      </div>
    );
  }

  return (
    <form
      className={pay.cardBox}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        card.add();
      }}
    >
      <div className={pay.cardRow}>
        <div className={pay.cardInput}>
          <FieldInput
            field={card.number}
            label={t('payment.cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
          />
        </div>
        <span className={pay.brand} data-brand={card.typedBrand ?? undefined}>
          {card.typedBrand ? (
            <Icon name={card.typedBrand} size={28} title={t(`payment.brands.${card.typedBrand}`)} />
          ) : (
            <Icon name="wallet" size={24} title={t('payment.brandUnknown')} />
          )}
        </span>
      </div>
      {card.error ? (
        <p className={styles.alert} role="alert">
          {say(card.error)}
        </p>
      ) : null}
      {card.missing ? (
        <p className={styles.fieldError} role="alert">
          {say(card.missing)}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" loading={card.step === 'adding'}>
        {t('payment.addCard')}
      </Button>
    </form>
  );
}
