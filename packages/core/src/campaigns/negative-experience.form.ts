import { createForm } from '../forms/form.machine.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { message } from '../shared/message-keys.ts';
import type { CampaignsPort } from './campaigns.port.ts';

/** A bad experience with an offer, as the member tells it: its kind and, if they like, words. */
export type NegativeExperienceValues = { typeId: string; message: string };

/** What the form keeps: the campaign reported. */
export interface NegativeExperienceDeps {
  campaignId: string;
}

/** What the flow supplies: the campaigns port and the toasts. */
export interface NegativeExperienceEffects {
  campaigns: CampaignsPort;
  notify: Notify | null;
}

/**
 * Reporting a negative experience with a campaign (SPEC §7 campaign/{id}/negative-experience):
 * the kind is required, the message optional; what was typed stays after a failure.
 */
export const negativeExperienceForm = createForm<
  NegativeExperienceValues,
  NegativeExperienceDeps,
  void,
  NegativeExperienceEffects
>({
  id: 'negativeExperience',
  required: ['typeId'],
  submit: ({ values, deps, effects, signal }) => {
    const text = values.message.trim();
    return effects.campaigns.reportNegativeExperience(
      deps.campaignId,
      { negative_experience_id: values.typeId, ...(text ? { message: text } : {}) },
      signal,
    );
  },
  onSuccess: (_result, _values, _deps, effects) =>
    effects.notify?.({ type: 'success', title: message('negativeExperience.sent') }),
});

export const negativeExperienceFormMachine = negativeExperienceForm.machine;

export type NegativeExperienceFormMachine = typeof negativeExperienceFormMachine;
