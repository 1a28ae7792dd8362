import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PagingMachine } from '../paging/paging.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
import type { Letter } from './letter.schema.ts';
import type { LettersEvent, LettersMachine } from './letters.machine.ts';

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
  const { openId, opened, openError, pendingDelete, sent, error } = snapshot.context;
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
