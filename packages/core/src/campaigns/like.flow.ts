import { fromPromise } from 'xstate';
import type { Notifier } from '../notifications/notifier.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import type { CampaignsPort } from './campaigns.port.ts';
import { type LikeItem, likeMachine } from './like.machine.ts';

/** The like machine's effects: the campaigns port's like, and the host's toasts. */
export function likeEffects(campaigns: CampaignsPort, notifier: Notifier) {
  return {
    actors: {
      toggleLike: fromPromise<boolean, { slug: string }>(({ input, signal }) =>
        campaigns.toggleLike(input.slug, signal),
      ),
    },
    actions: {
      notify: (_: unknown, toast: Parameters<Notifier['notify']>[0]) => notifier.notify(toast),
    },
  };
}

export function likeFlow(
  club: FlowHost<{ campaigns: CampaignsPort }> & Notifier,
  item: LikeItem,
): Flow<typeof likeMachine> {
  const { port, clock } = club.runtime;
  return flow(likeMachine.provide(likeEffects(port('campaigns'), club)), { item }, clock);
}
