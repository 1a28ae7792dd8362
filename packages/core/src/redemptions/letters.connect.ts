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
  /** The letter open for reading. */
  readonly opened: Letter | null;
  readonly opening: boolean;
  readonly deleting: boolean;
  readonly sending: boolean;
  /** The last e-mail send's outcome, once one was asked. */
  readonly sent: boolean | null;
  readonly error: ClubError | null;
  open(id: string): void;
  close(): void;
  remove(id: string): void;
  send(id: string, email: string): void;
  search(searchPerk: string): void;
}

export function connectLetters(
  snapshot: SnapshotFrom<LettersMachine>,
  send: (event: LettersEvent) => void,
): LettersApi {
  return {
    listActor: (snapshot.children.list as LetterListActor | undefined) ?? null,
    opened: snapshot.context.opened,
    opening: snapshot.matches('opening'),
    deleting: snapshot.matches('deleting'),
    sending: snapshot.matches('sending'),
    sent: snapshot.context.sent,
    error: snapshot.context.error,
    open: (id) => send({ type: 'OPEN', id }),
    close: () => send({ type: 'CLOSE' }),
    remove: (id) => send({ type: 'DELETE', id }),
    send: (id, email) => send({ type: 'SEND', id, email }),
    search: (searchPerk) => send({ type: 'LOAD', searchPerk }),
  };
}
