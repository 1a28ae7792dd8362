import { fromCallback, type CallbackActorLogic, type EventObject } from 'xstate';

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
