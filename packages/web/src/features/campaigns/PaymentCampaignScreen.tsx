import {
  campaignFlow,
  connectCampaign,
  type Campaign,
  type CampaignApi,
} from '@clube/core/campaigns';
import { connectForm, type FormApi } from '@clube/core/forms';
import {
  CARD_PAYMENT_PROVIDER,
  cardBrandOf,
  cardFlow,
  formatCardNumberInput,
  paymentFlow,
  paymentMethodsOf,
  paymentTotal,
  priceOptionsOf,
  quantityBoundsOf,
  type CardValues,
  type PaymentCard,
} from '@clube/core/payment';
import { formatBRL } from '@clube/core/shared';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { useClub } from '../../runtime/club-context.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { Icon, isCardBrand } from '../../ui/icons/Icon.tsx';
import { NumberStepper } from '../../ui/NumberStepper.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { CampaignDetailState } from './CampaignDetailScreen.tsx';
import { CampaignTag } from './CampaignTag.tsx';
import { campaignDetailTexts } from './campaign-detail.texts.ts';
import { EndedOfferNote, OfferValidity } from './OfferValidity.tsx';
import * as styles from './campaign-detail.css.ts';
import * as pay from './payment-campaign.css.ts';
import { PriceOptions } from './PriceOptions.tsx';

/** A payment campaign (SPEC §2 campanhas-de-pagamento/:campaignSlug): one flow per slug. */
export default function PaymentCampaignScreen() {
  const { campaignSlug = '' } = useParams();
  return <PaymentCampaign key={campaignSlug} slug={campaignSlug} />;
}

function PaymentCampaign({ slug }: { slug: string }) {
  const club = useClub();
  const now = club.runtime.now();
  const detail = useFlowApi(useFlow(campaignFlow(club, slug)), (snapshot, send) =>
    connectCampaign(snapshot, send, now),
  );
  return (
    <RoutePage
      titleKey="routes.paymentCampaign"
      trail={[{ titleKey: 'routes.campaigns', to: href(routes.campaigns) }]}
    >
      <CampaignDetailState detail={detail}>
        {(campaign) => <PaymentCampaignBody campaign={campaign} detail={detail} />}
      </CampaignDetailState>
    </RoutePage>
  );
}

function PaymentCampaignBody({ campaign, detail }: { campaign: Campaign; detail: CampaignApi }) {
  const t = useTexts(campaignDetailTexts);
  const partnerName = campaign.partner?.name ?? '';
  const title = campaign.title ?? campaign.name ?? partnerName;
  return (
    <article className={styles.layout} aria-labelledby="campaign-title">
      {campaign.image ? (
        <img
          className={[styles.picture, styles.media].join(' ')}
          src={campaign.image}
          alt=""
          width={800}
          height={450}
          decoding="async"
        />
      ) : null}
      <div className={styles.aside}>
        <section className={styles.panel} aria-label={t('payment.summary')}>
          {campaign.partner ? (
            <p className={styles.partner}>
              {campaign.partner.logo ? (
                <img
                  className={styles.partnerLogo}
                  src={campaign.partner.logo}
                  alt=""
                  width={48}
                  height={48}
                />
              ) : null}
              <span>{partnerName}</span>
            </p>
          ) : null}
          <h2 id="campaign-title" className={styles.title}>
            {title}
          </h2>
          <CampaignTag campaign={campaign} />
          <OfferValidity expiry={detail.expiry} />
        </section>
        {detail.ended ? <EndedOfferNote /> : <PaymentPanel campaign={campaign} />}
      </div>
      <div className={styles.main}>
        {campaign.description ? (
          <section className={styles.section} aria-labelledby="payment-description">
            <h2 id="payment-description" className={styles.sectionTitle}>
              {t('description')}
            </h2>
            <SafeHtml html={campaign.description} className={styles.prose} />
          </section>
        ) : null}
        {campaign.howtouse ? (
          <section className={styles.section} aria-labelledby="payment-howtouse">
            <h2 id="payment-howtouse" className={styles.sectionTitle}>
              {t('howToUse')}
            </h2>
            <SafeHtml html={campaign.howtouse} className={styles.prose} />
          </section>
        ) : null}
        {campaign.important ? (
          <section className={styles.section} aria-labelledby="payment-important">
            <h2 id="payment-important" className={styles.sectionTitle}>
              {t('important')}
            </h2>
            <SafeHtml html={campaign.important} className={styles.prose} />
          </section>
        ) : null}
      </div>
    </article>
  );
}

/**
 * Price options, the quantity stepper (SPEC §5), the method, the card for a card payment and
 * the payment itself. Each choice lives in the payment flow, the card number in the card flow:
 * a refused payment or card keeps them all.
 */
function PaymentPanel({ campaign }: { campaign: Campaign }) {
  const club = useClub();
  const t = useTexts(campaignDetailTexts);
  const say = useMessage();
  const formId = useId();
  const payment = useFlowApi(useFlow(paymentFlow(club, campaign)), connectForm);
  const card = useFlowApi(useFlow(cardFlow(club, CARD_PAYMENT_PROVIDER)), connectForm);
  const options = priceOptionsOf(campaign);
  const bounds = quantityBoundsOf(campaign);
  const price = payment.field('price');
  const quantity = payment.field('quantity');
  const method = payment.field('method');
  const cardId = payment.field('cardId');
  const methods = paymentMethodsOf(campaign);

  if (options.length === 0) {
    return (
      <section className={styles.panel}>
        <p className={styles.note}>{t('payment.noPrice')}</p>
      </section>
    );
  }

  const total = formatBRL(paymentTotal(payment.values.price, payment.values.quantity));

  if (payment.succeeded) {
    return (
      <section className={styles.panel} aria-labelledby={`${formId}-done`}>
        <div className={styles.success} role="status">
          <p id={`${formId}-done`} className={styles.successTitle}>
            {t('payment.done')}
          </p>
          {payment.result?.message ? <p className={styles.note}>{payment.result.message}</p> : null}
          <Link className={styles.textLink} to={href(routes.redemptionsPurchases)}>
            {t('payment.seePurchases')}
          </Link>
        </div>
        <Button variant="secondary" onClick={payment.reset}>
          {t('payment.payAgain')}
        </Button>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-label={t('action.title')}>
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // A card the provider accepted is the one the payment uses.
          const added = card.result?.id ?? '';
          if (payment.values.method === 'credit_card' && added !== payment.values.cardId) {
            cardId.change(added);
          }
          payment.submit();
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
          options={options}
          field={price}
        />
        <NumberStepper
          label={t('payment.quantity')}
          value={payment.values.quantity}
          onValueChange={(value) => quantity.change(value)}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          integerOnly
          disabled={quantity.locked}
        />
        {methods.length > 1 ? (
          <fieldset className={pay.options}>
            <legend className={pay.legend}>{t('payment.method')}</legend>
            {methods.map((entry) => (
              <label key={entry} className={pay.chip}>
                <input
                  type="radio"
                  className={pay.radio}
                  name={`${formId}-method`}
                  checked={payment.values.method === entry}
                  disabled={method.locked}
                  onChange={() => method.change(entry)}
                />
                {t(`payment.${entry}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
      </form>
      {payment.values.method === 'credit_card' ? (
        <CardSection
          card={card}
          chosen={card.succeeded}
          onChange={() => {
            card.reset();
            cardId.change('');
          }}
          error={cardId.error ? say(cardId.error) : null}
        />
      ) : null}
      <p className={pay.total}>
        <span>{t('payment.total')}</span>
        <strong className={pay.totalValue} data-testid="payment-total">
          {total}
        </strong>
      </p>
      {payment.error ? (
        <p className={styles.alert} role="alert">
          {say(payment.error)}
        </p>
      ) : null}
      <Button type="submit" form={formId} size="lg" block loading={payment.submitting}>
        {payment.values.method === 'credit_card'
          ? t('payment.payCard', { total })
          : t('payment.payPix', { total })}
      </Button>
    </section>
  );
}

type CardApi = FormApi<CardValues, PaymentCard>;

/** Adding the card a card payment uses: the brand shows as the number is typed (SPEC §9). */
function CardSection({
  card,
  chosen,
  onChange,
  error,
}: {
  card: CardApi;
  chosen: boolean;
  onChange: () => void;
  error: string | null;
}) {
  const t = useTexts(campaignDetailTexts);
  const say = useMessage();
  const number = card.field('cardNumber');
  const typedBrand = cardBrandOf(card.values.cardNumber);
  const added = card.result;

  if (chosen && added) {
    const brand = added.brand && isCardBrand(added.brand) ? added.brand : null;
    return (
      <div className={pay.savedCard}>
        <span className={pay.savedCardName}>
          {brand ? <Icon name={brand} size={24} /> : null}
          {t('payment.cardAdded', {
            brand: brand ? t(`payment.brands.${brand}`) : t('payment.card'),
            last: added.last_digits ?? '',
          })}
        </span>
        <Button variant="ghost" size="sm" onClick={onChange}>
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
        card.submit();
      }}
    >
      <div className={pay.cardRow}>
        <div className={pay.cardInput}>
          <FieldInput
            field={{
              ...number,
              change: (value: string) => number.change(formatCardNumberInput(value)),
            }}
            label={t('payment.cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
          />
        </div>
        <span className={pay.brand} data-brand={typedBrand ?? undefined}>
          {typedBrand ? (
            <Icon name={typedBrand} size={28} title={t(`payment.brands.${typedBrand}`)} />
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
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" loading={card.submitting}>
        {t('payment.addCard')}
      </Button>
    </form>
  );
}
