import { fromPromise } from 'xstate';
import { campaignMachine, type CampaignEventInput } from './campaign.machine.ts';
import type { Campaign } from './campaign.schema.ts';
import type { CampaignEventResult, CampaignsPort } from './campaigns.port.ts';
import type {
  NegativeExperienceReport,
  NegativeExperienceType,
} from './negative-experience.schema.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { ToastInput } from '../notifications/toast.schema.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';

/**
 * The campaign machine's effects over the campaigns port, the club's key source and its
 * toasts. Each event request is one member confirmation, so each takes a key of its own.
 */
export function campaignEffects(
  campaigns: CampaignsPort,
  newIdempotencyKey: () => string,
  notifier: Notifier,
) {
  const requestEvent = fromPromise<CampaignEventResult, CampaignEventInput>(({ input, signal }) =>
    campaigns.requestEvent(
      input.id,
      input.request,
      { idempotencyKey: newIdempotencyKey() },
      signal,
    ),
  );
  return {
    actors: {
      loadCampaign: fromPromise<Campaign, { slug: string }>(({ input, signal }) =>
        campaigns.get(input.slug, signal),
      ),
      requestEvent,
      redeem: requestEvent,
      // The answer is unused (SPEC §7) and a failure must not disturb the screen.
      track: fromPromise<void, { id: string; payload: Record<string, unknown> }>(
        ({ input, signal }) => campaigns.track(input.id, input.payload, signal).catch(() => {}),
      ),
      loadNegativeExperienceTypes: fromPromise<NegativeExperienceType[]>(({ signal }) =>
        campaigns.negativeExperienceTypes(signal),
      ),
      reportNegativeExperience: fromPromise<void, { id: string; report: NegativeExperienceReport }>(
        ({ input, signal }) => campaigns.reportNegativeExperience(input.id, input.report, signal),
      ),
    },
    actions: {
      notify: (_: unknown, toast: ToastInput) => notifier.notify(toast),
    },
  };
}

export function campaignFlow(
  club: FlowHost<{ campaigns: CampaignsPort }> & Notifier,
  slug: string,
): Flow<typeof campaignMachine> {
  const { port, clock, newIdempotencyKey } = club.runtime;
  const logic = campaignMachine.provide(
    campaignEffects(port('campaigns'), newIdempotencyKey, club),
  );
  return flow(logic, { slug }, clock);
}
