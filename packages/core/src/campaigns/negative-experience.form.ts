import { createFormMachine } from '../forms/form.machine.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { message } from '../shared/message-keys.ts';
import type { CampaignsPort } from './campaigns.port.ts';

/** A bad experience with an offer, as the member tells it: its kind and, if they like, words. */
export type NegativeExperienceValues = { typeId: string; message: string };

export interface NegativeExperienceDeps {
  campaigns: CampaignsPort;
  campaignId: string;
  notify: Notify | null;
}

/**
 * Reporting a negative experience with a campaign (SPEC §7 campaign/{id}/negative-experience):
 * the kind is required, the message optional; what was typed stays after a failure.
 */
export const negativeExperienceFormMachine = createFormMachine<
  NegativeExperienceValues,
  NegativeExperienceDeps,
  void
>({
  id: 'negativeExperience',
  required: ['typeId'],
  submit: ({ values, deps }) => {
    const text = values.message.trim();
    return deps.campaigns.reportNegativeExperience(deps.campaignId, {
      negative_experience_id: values.typeId,
      ...(text ? { message: text } : {}),
    });
  },
  onSuccess: (_result, _values, deps) =>
    deps.notify?.({ type: 'success', title: message('negativeExperience.sent') }),
});

export type NegativeExperienceFormMachine = typeof negativeExperienceFormMachine;
