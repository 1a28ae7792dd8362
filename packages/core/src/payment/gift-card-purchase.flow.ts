import { withIdempotencyKeys } from '../forms/form.machine.ts';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { CampaignsPort } from '../campaigns/campaigns.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { giftCardPurchaseForm, giftCardPurchaseFormMachine } from './gift-card-purchase.form.ts';
import { priceOptionsOf } from './payment.rules.ts';
import { flow, type Flow } from '../shared/flow.ts';

/**
 * Buying an epay campaign's gift card: its price options as loaded (one option starts
 * picked), a key per confirmation from the club.
 */
export function giftCardPurchaseFlow(
  club: FlowHost<{ campaigns: CampaignsPort }>,
  campaign: Campaign,
): Flow<typeof giftCardPurchaseFormMachine> {
  const { port, clock } = club.runtime;
  const options = priceOptionsOf(campaign);
  return flow(
    withIdempotencyKeys(
      giftCardPurchaseForm.withEffects({ campaigns: port('campaigns') }),
      club.runtime.newIdempotencyKey,
    ),
    {
      values: { price: options.length === 1 ? (options[0] ?? null) : null },
      deps: { campaignId: campaign.id, options },
    },
    clock,
  );
}
