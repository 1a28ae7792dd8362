import { fromPromise } from 'xstate';
import type { Notifier } from '../notifications/notifier.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { reconnecting } from '../shared/reconnect.actor.ts';
import { coinMachine } from './coin.machine.ts';
import type { Coin } from './coin.schema.ts';
import type { EngagementPort } from './engagement.port.ts';

/** The coin machine's effects: the engagement port, and the host's toasts. */
export function coinEffects(engagement: EngagementPort, notifier: Notifier) {
  return {
    actors: { loadCoin: fromPromise<Coin>(({ signal }) => engagement.coin(signal)) },
    actions: {
      notify: (_: unknown, toast: Parameters<Notifier['notify']>[0]) => notifier.notify(toast),
    },
  };
}

export function coinFlow(
  club: FlowHost<{ engagement: EngagementPort }> & Notifier,
): Flow<typeof coinMachine> {
  const { port, clock } = club.runtime;
  return flow(
    reconnecting(
      coinMachine.provide(coinEffects(port('engagement'), club)),
      club.runtime.reconnect,
    ),
    {},
    clock,
  );
}
