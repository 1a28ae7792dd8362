import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PagingMachine } from '../paging/paging.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
import { formatDayPtBr } from './expiry.rules.ts';
import { readAtParts } from './kept-redemptions.rules.ts';
import type { Letter } from './letter.schema.ts';
import type { LettersEvent, LettersMachine } from './letters.machine.ts';
import type { BlockedReason } from './offline.rules.ts';

/** The letters' paged list: a child actor a view connects with `connectPagedList`. */
export type LetterListActor = ActorRefFrom<PagingMachine<Letter, { searchPerk: string }>>;

/** The Cartas tab as any view uses it (SPEC §2 resgates/cartas, §4 "Letters"). */
export interface LettersApi {
  /**
   * The letters, paged, as their own actor (its snapshots are its own, so a view subscribes to
   * it apart); a deleted letter leaves it.
   */
  readonly listActor: LetterListActor | null;
  /** The letter the member asked to read: its reading view is open while this is set. */
  readonly openId: string | null;
  /** That letter, once it has arrived. */
  readonly opened: Letter | null;
  readonly opening: boolean;
  /** Why the letter could not be read; `retryOpen()` asks again. */
  readonly openError: ClubError | null;
  /** The letter whose deletion waits for confirmation (or is under way), if any. */
  readonly pendingDelete: string | null;
  /** The member is asked whether to delete `pendingDelete`. */
  readonly confirmingDelete: boolean;
  readonly deleting: boolean;
  readonly sending: boolean;
  /** The last e-mail send's outcome, once one was asked. */
  readonly sent: boolean | null;
  readonly error: ClubError | null;
  /** The list cannot be reached: the view shows `kept` (the bar says the club is offline). */
  readonly offline: boolean;
  /**
   * The letters the device holds, shown while offline, with when they were read ('Atualizado
   * em dd/mm às hh:mm'); null when online or when nothing was kept.
   */
  readonly kept: { items: readonly Letter[]; readAt: { day: string; time: string } } | null;
  /** Why deleting is not possible now (offline: it needs the network); null when it is. */
  readonly deleteBlocked: BlockedReason;
  /** Why sending by e-mail is not possible now; null when it is. */
  readonly sendBlocked: BlockedReason;
  /** The day a letter was issued, as the member reads it (dd/mm/aaaa), or null. */
  issuedOn(letter: Letter): string | null;
  /** Asks the list again (it also does so by itself once the connection is back). */
  retry(): void;
  open(id: string): void;
  retryOpen(): void;
  close(): void;
  /** Asks the member to confirm the deletion of one letter. */
  askDelete(id: string): void;
  confirmDelete(): void;
  cancelDelete(): void;
  /** Deletes at once, without asking. */
  remove(id: string): void;
  send(id: string, email: string): void;
  search(searchPerk: string): void;
}

export function connectLetters(
  snapshot: SnapshotFrom<LettersMachine>,
  send: (event: LettersEvent) => void,
): LettersApi {
  const { openId, opened, openError, pendingDelete, sent, error, offline, kept } = snapshot.context;
  const busy = snapshot.matches('deleting') || snapshot.matches('sending');
  const blocked: BlockedReason = offline ? 'offline' : busy ? 'busy' : null;
  return {
    listActor: (snapshot.children.list as LetterListActor | undefined) ?? null,
    openId,
    opened,
    opening: snapshot.matches('opening'),
    openError,
    pendingDelete,
    confirmingDelete: snapshot.matches('confirmingDelete'),
    deleting: snapshot.matches('deleting'),
    sending: snapshot.matches('sending'),
    sent,
    error,
    offline,
    kept: offline && kept ? { items: kept.items, readAt: readAtParts(kept.readAt) } : null,
    deleteBlocked: blocked,
    sendBlocked: blocked,
    issuedOn: (letter) => formatDayPtBr(letter.created_at) || null,
    retry: () => send({ type: 'RETRY' }),
    open: (id) => send({ type: 'OPEN', id }),
    retryOpen: () => send({ type: 'RETRY_OPEN' }),
    close: () => send({ type: 'CLOSE' }),
    askDelete: (id) => send({ type: 'ASK_DELETE', id }),
    confirmDelete: () => send({ type: 'CONFIRM_DELETE' }),
    cancelDelete: () => send({ type: 'CANCEL_DELETE' }),
    remove: (id) => send({ type: 'DELETE', id }),
    send: (id, email) => send({ type: 'SEND', id, email }),
    search: (searchPerk) => send({ type: 'LOAD', searchPerk }),
  };
}
