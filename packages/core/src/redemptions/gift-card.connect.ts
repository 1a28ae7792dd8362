import type { SnapshotFrom } from 'xstate';
import type { ClubError } from '../shared/club-error.ts';
import { connectLoad } from '../shared/load.connect.ts';
import type { LoadEvent } from '../shared/load.machine.ts';
import type { GiftCardMachine } from './gift-card.flow.ts';
import type { GiftCard } from './gift-card.schema.ts';
import { readAtParts } from './kept-redemptions.rules.ts';
import type { BlockedReason } from './offline.rules.ts';

/** A purchase's gift card as any view shows it (SPEC §3 gift card; issue 23 offline). */
export interface GiftCardApi {
  /** The card's code and password, once revealed. */
  readonly card: GiftCard | null;
  /** Shown from the device (offline): when it was read, 'Atualizado em dd/mm às hh:mm'. */
  readonly keptAt: { day: string; time: string } | null;
  readonly loading: boolean;
  readonly error: ClubError | null;
  /** Why revealing is not possible now (offline: a card never revealed needs the network). */
  readonly revealBlocked: BlockedReason;
  reveal(): void;
  retry(): void;
}

export function connectGiftCard(
  snapshot: SnapshotFrom<GiftCardMachine>,
  send: (event: LoadEvent) => void,
  online: boolean,
): GiftCardApi {
  const load = connectLoad(snapshot, send);
  const shown = load.data;
  return {
    card: shown?.giftCard ?? null,
    keptAt: shown && shown.keptAt !== null ? readAtParts(shown.keptAt) : null,
    loading: load.loading,
    error: load.error,
    revealBlocked: !online && !shown ? 'offline' : load.loading ? 'busy' : null,
    reveal: load.load,
    retry: load.retry,
  };
}
