import { fromPromise } from 'xstate';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { CampaignsPort } from '../campaigns/campaigns.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { paymentMachine, type PaymentMachine } from './payment.machine.ts';
import {
  CARD_PAYMENT_PROVIDER,
  paymentMethodsOf,
  priceOptionsOf,
  quantityBoundsOf,
} from './payment.rules.ts';

/**
 * Paying for a payment campaign: its price options, quantity bounds and methods come from the
 * campaign as loaded (a campaign with one price starts with it picked); the campaigns port
 * adds the card and sends the payment, the club gives one key per confirmation.
 */
export function paymentFlow(
  club: FlowHost<{ campaigns: CampaignsPort }>,
  campaign: Campaign,
): Flow<PaymentMachine> {
  const { port, clock, newIdempotencyKey } = club.runtime;
  const campaigns = port('campaigns');
  const options = priceOptionsOf(campaign);
  const methods = paymentMethodsOf(campaign);
  const quantity = quantityBoundsOf(campaign);
  const logic = paymentMachine.provide({
    actors: {
      addCard: fromPromise(({ input, signal }) =>
        campaigns.addPaymentCard(input.provider, input.cardNumber, signal),
      ),
      newKey: fromPromise(async () => newIdempotencyKey()),
      pay: fromPromise(({ input, signal }) =>
        campaigns.requestEvent(
          input.campaignId,
          input.request,
          { idempotencyKey: input.idempotencyKey },
          signal,
        ),
      ),
    },
  });
  return flow(
    logic,
    {
      terms: {
        campaignId: campaign.id,
        options,
        methods,
        quantity,
        provider: CARD_PAYMENT_PROVIDER,
      },
      values: {
        price: options.length === 1 ? (options[0] ?? null) : null,
        quantity: quantity.min,
        method: methods[0] ?? 'pix',
        cardId: '',
      },
    },
    clock,
  );
}
