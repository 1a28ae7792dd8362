import {
  fromCallback,
  type AnyStateMachine,
  type CallbackActorLogic,
  type EventObject,
} from 'xstate';

/** Where a host learns that the device is back online (the browser's online/offline events). */
export interface ConnectivitySource {
  /** Calls the listener whenever the connection changes; answers the way to stop. */
  subscribe(listener: () => void): () => void;
  /** Whether the device is online now. */
  getSnapshot(): boolean;
}

/** Runs while a list is offline and tells its machine to ask again once the connection is back. */
export type ReconnectLogic = CallbackActorLogic<EventObject>;

/** Never retries by itself: a host without connection events (a bot retries when it wants). */
export const neverReconnect: ReconnectLogic = fromCallback(() => {});

/** Sends RETRY to the machine each time the source says the device is online again. */
export function retryWhenOnline(source: ConnectivitySource): ReconnectLogic {
  return fromCallback(({ sendBack }) =>
    source.subscribe(() => {
      if (source.getSnapshot()) sendBack({ type: 'RETRY' });
    }),
  );
}

/**
 * The machine with the host's reconnect provided as its `reconnect` actor (a paged list's, a
 * load's): unchanged without one (a bot, a test).
 */
export function reconnecting<TMachine extends AnyStateMachine>(
  machine: TMachine,
  reconnect: ReconnectLogic | undefined,
): TMachine {
  return reconnect ? (machine.provide({ actors: { reconnect } } as never) as TMachine) : machine;
}
