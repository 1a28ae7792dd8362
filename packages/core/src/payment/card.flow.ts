import type { CampaignsPort } from '../campaigns/campaigns.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { cardFormMachine } from './card.form.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Adds a card for a payment campaign with the given provider. */
export function cardFlow(
  club: FlowHost<{ campaigns: CampaignsPort }>,
  provider: string,
): Flow<typeof cardFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    cardFormMachine,
    { values: { cardNumber: '' }, deps: { campaigns: port('campaigns'), provider } },
    clock,
  );
}
