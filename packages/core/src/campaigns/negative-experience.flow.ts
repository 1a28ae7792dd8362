import { negativeExperienceFormMachine } from './negative-experience.form.ts';
import type { Club } from '../club.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Telling the club about a bad experience with a campaign. */
export function negativeExperienceFlow(
  club: Club,
  campaignId: string,
): Flow<typeof negativeExperienceFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    negativeExperienceFormMachine,
    {
      values: { typeId: '', message: '' },
      deps: { campaigns: port('campaigns'), campaignId, notify: club.notify },
    },
    clock,
  );
}
