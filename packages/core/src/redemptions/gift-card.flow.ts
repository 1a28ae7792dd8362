import type { RedemptionsPort } from './redemptions.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import type { GiftCard } from './gift-card.schema.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { createLoadMachine } from '../shared/load.machine.ts';

const giftCardMachine = createLoadMachine<
  GiftCard,
  { redemptions: RedemptionsPort; transactionId: string }
>('giftCard');

/** A purchase's gift card: asked for only when the member reveals it. */
export function giftCardFlow(
  club: FlowHost<{ redemptions: RedemptionsPort }>,
  transactionId: string,
): Flow<typeof giftCardMachine> {
  const { port, clock } = club.runtime;
  return flow(
    giftCardMachine,
    {
      load: (deps) => deps.redemptions.giftCard(deps.transactionId),
      deps: { redemptions: port('redemptions'), transactionId },
      eager: false,
    },
    clock,
  );
}
