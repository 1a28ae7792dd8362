import type { SessionHost } from '../auth/session.host.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import { toClubError } from '../shared/club-error.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { createLoadMachine, withLoad } from '../shared/load.machine.ts';
import { isOfflineError } from '../shared/offline.rules.ts';
import { reconnecting } from '../shared/reconnect.actor.ts';
import type { GiftCard } from './gift-card.schema.ts';
import { keepGiftCard, keptGiftCard, redemptionsOwnerOf } from './kept-redemptions.rules.ts';
import type { RedemptionsPort } from './redemptions.port.ts';

/** A gift card as shown: read now (`keptAt` null) or, offline, the copy kept on the device. */
export interface ShownGiftCard {
  readonly giftCard: GiftCard;
  /** When the kept copy was read (epoch ms); null when the API has just answered. */
  readonly keptAt: number | null;
}

const giftCardMachine = createLoadMachine<ShownGiftCard>('giftCard');

export type GiftCardMachine = typeof giftCardMachine;

/**
 * A purchase's gift card: asked for only when the member reveals it, then kept on the device
 * for its owner. One revealed before shows again at once; without a connection, from the
 * copy kept (a card never revealed needs the network).
 */
export function giftCardFlow(
  club: FlowHost<{ redemptions: RedemptionsPort }> & SessionHost,
  transactionId: string,
): Flow<GiftCardMachine> {
  const { port, clock, storage } = club.runtime;
  const owner = redemptionsOwnerOf(club.session.getSnapshot().context.auth);
  const revealedBefore = keptGiftCard(storage, owner, transactionId) !== null;
  const redemptions = port('redemptions');
  const load = async (signal: AbortSignalLike): Promise<ShownGiftCard> => {
    try {
      const giftCard = await redemptions.giftCard(transactionId, signal);
      if (owner) keepGiftCard(storage, owner, transactionId, giftCard, club.runtime.now());
      return { giftCard, keptAt: null };
    } catch (error) {
      const kept = keptGiftCard(storage, owner, transactionId);
      if (kept && isOfflineError(toClubError(error))) {
        return { giftCard: kept.giftCard, keptAt: kept.readAt };
      }
      throw error;
    }
  };
  return flow(
    reconnecting(withLoad(giftCardMachine, load), club.runtime.reconnect),
    { eager: revealedBefore },
    clock,
  );
}
