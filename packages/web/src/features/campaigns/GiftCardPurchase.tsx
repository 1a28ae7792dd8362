import type { Campaign } from '@clube/core/campaigns';
import { connectForm } from '@clube/core/forms';
import { giftCardPurchaseFlow, priceOptionsOf } from '@clube/core/payment';
import { formatBRL } from '@clube/core/shared';
import { useId } from 'react';
import { Link } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { campaignDetailTexts } from './campaign-detail.texts.ts';
import * as styles from './campaign-detail.css.ts';
import { PriceOptions } from './PriceOptions.tsx';

/**
 * "Pagar com ePay" (issue 20, item 7): the gift card's amounts, the one picked shown on the
 * button, a confirmation naming it, then one purchase. The buttons are locked with a spinner
 * while it is sent; after a purchase the member starts a new one on purpose.
 */
export function GiftCardPurchase({ campaign, label }: { campaign: Campaign; label: string }) {
  const club = useClub();
  const t = useTexts(campaignDetailTexts);
  const say = useMessage();
  const formId = useId();
  const purchase = useFlowApi(
    useFlow(() => giftCardPurchaseFlow(club, campaign)),
    connectForm,
  );
  const options = priceOptionsOf(campaign);
  const price = purchase.field('price');
  const partner = campaign.partner?.name ?? campaign.title ?? campaign.name ?? '';

  if (options.length === 0) return <p className={styles.note}>{t('payment.noPrice')}</p>;

  if (purchase.succeeded) {
    return (
      <div className={styles.success} role="status">
        <p className={styles.successTitle}>
          {t('giftCard.done', { value: formatBRL(purchase.values.price ?? 0) })}
        </p>
        <Link className={styles.textLink} to={href(routes.redemptionsPurchases)}>
          {t('action.seePurchases')}
        </Link>
        <Button variant="secondary" onClick={purchase.reset}>
          {t('giftCard.again')}
        </Button>
      </div>
    );
  }

  const amount = purchase.values.price === null ? null : formatBRL(purchase.values.price);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        purchase.submit();
      }}
    >
      <PriceOptions
        formId={formId}
        legend={t('giftCard.amounts')}
        options={options}
        field={price}
      />
      {purchase.error ? (
        <p className={styles.alert} role="alert">
          {say(purchase.error)}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        block
        loading={purchase.submitting}
        disabled={purchase.confirming}
      >
        {amount ? t('giftCard.buy', { label, value: amount }) : label}
      </Button>
      <Modal
        open={purchase.confirming}
        onClose={purchase.cancel}
        title={t('giftCard.confirmTitle')}
      >
        <div className={styles.form}>
          <p className={styles.note}>
            {t('giftCard.confirmText', { value: amount ?? '', partner })}
          </p>
          <div className={styles.buttons}>
            <Button onClick={purchase.confirm}>
              {t('giftCard.confirm', { value: amount ?? '' })}
            </Button>
            <Button variant="secondary" onClick={purchase.cancel}>
              {t('giftCard.cancel')}
            </Button>
          </div>
        </div>
      </Modal>
    </form>
  );
}
