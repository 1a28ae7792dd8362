import {
  negativeExperienceForm,
  negativeExperienceFormMachine,
} from './negative-experience.form.ts';
import type { CampaignsPort } from './campaigns.port.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Telling the club about a bad experience with a campaign. */
export function negativeExperienceFlow(
  club: FlowHost<{ campaigns: CampaignsPort }> & Notifier,
  campaignId: string,
): Flow<typeof negativeExperienceFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    negativeExperienceForm.withEffects({ campaigns: port('campaigns'), notify: club.notify }),
    { values: { typeId: '', message: '' }, deps: { campaignId } },
    clock,
  );
}
