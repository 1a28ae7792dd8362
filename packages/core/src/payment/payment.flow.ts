import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { CampaignsPort } from '../campaigns/campaigns.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { paymentFormMachine } from './payment.form.ts';
import { paymentMethodsOf, priceOptionsOf, quantityBoundsOf } from './payment.rules.ts';
import { flow, type Flow } from '../shared/flow.ts';

/**
 * Paying for a payment campaign: its price options, quantity bounds and methods come from the
 * campaign as loaded; a campaign with one price starts with it picked.
 */
export function paymentFlow(
  club: FlowHost<{ campaigns: CampaignsPort }>,
  campaign: Campaign,
): Flow<typeof paymentFormMachine> {
  const { port, clock } = club.runtime;
  const options = priceOptionsOf(campaign);
  const methods = paymentMethodsOf(campaign);
  const quantity = quantityBoundsOf(campaign);
  return flow(
    paymentFormMachine,
    {
      newKey: club.runtime.newIdempotencyKey,
      values: {
        price: options.length === 1 ? (options[0] ?? null) : null,
        quantity: quantity.min,
        method: methods[0] ?? 'pix',
        cardId: '',
      },
      deps: { campaigns: port('campaigns'), campaignId: campaign.id, options, methods, quantity },
    },
    clock,
  );
}
