import { enqueueActions, type EventObject, type Snapshot, type SnapshotFrom } from 'xstate';
import type { PagingMachine } from '../paging/paging.machine.ts';
import { isOfflineError } from '../shared/offline.rules.ts';
import type { ReconnectLogic } from '../shared/reconnect.actor.ts';
import type { KeeperLogic } from './keeper.actor.ts';

/** What a Meus resgates machine holds of its list's state: whether the list is out of reach. */
export interface OfflineContext {
  offline: boolean;
}

/** The machine's snapshot events, as XState types them for an `invoke` list (any child's). */
type ChildSnapshotEvent = EventObject & { snapshot: Snapshot<unknown> };

/** The rule is only given to the `list` child's `onSnapshot`: its snapshots are a paging machine's. */
function pagesOf<T>(event: ChildSnapshotEvent): SnapshotFrom<PagingMachine<T, never>> {
  return event.snapshot as SnapshotFrom<PagingMachine<T, never>>;
}

/** The children the rule talks to: the keeper and the reconnect of the machine's setup. */
type KeepAndReconnectActors<T> =
  | { src: 'keeper'; logic: KeeperLogic<T>; id: string | undefined }
  | { src: 'reconnect'; logic: ReconnectLogic; id: string | undefined };

/**
 * The `onSnapshot` of a Meus resgates list (vouchers, unique codes, letters, purchases), one
 * rule for all: each list read goes to the machine's `keeper` (kept on the device) and ends
 * the offline state and its `reconnect` actor; a list out of reach (no connection, not an
 * answer of the API) makes the machine `offline` and starts `reconnect`, which asks again
 * once the connection is back.
 */
export function keepAndReconnect<TContext extends OfflineContext, TEvent extends EventObject, T>() {
  const actions = enqueueActions<
    TContext,
    ChildSnapshotEvent,
    undefined,
    TEvent,
    KeepAndReconnectActors<T>,
    never,
    never,
    never,
    EventObject
  >;
  return [
    {
      guard: ({ event }: { event: ChildSnapshotEvent }) => {
        const pages = pagesOf<T>(event);
        return pages.matches('ready') && pages.context.pagination !== null;
      },
      actions: actions(({ context, event, enqueue }) => {
        if (context.offline) enqueue.stopChild('reconnect');
        enqueue.assign(() => ({ offline: false }) as Partial<TContext>);
        enqueue.sendTo('keeper', { type: 'KEEP', items: pagesOf<T>(event).context.items });
      }),
    },
    {
      guard: ({ event }: { event: ChildSnapshotEvent }) => {
        const pages = pagesOf<T>(event);
        return pages.matches('failed') && isOfflineError(pages.context.error);
      },
      actions: actions(({ context, enqueue }) => {
        if (!context.offline) enqueue.spawnChild('reconnect', { id: 'reconnect' });
        enqueue.assign(() => ({ offline: true }) as Partial<TContext>);
      }),
    },
  ];
}
