import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { CampaignsPort } from '../campaigns/campaigns.port.ts';
import { createForm } from '../forms/form.machine.ts';
import { awardOptionsOf, awardValueProblem } from './award.rules.ts';

export type AwardRedemptionValues = {
  /** The chosen amount, in cents. */
  value: number | null;
};

/** What the form keeps and its rules read. */
export interface AwardRedemptionDeps {
  /** The award campaign the member opened. */
  award: Campaign;
  /** The member's award balance now (cents), or null while it is unknown. */
  balance: number | null;
}

/** What the flow supplies: the campaigns port and the member's award balance. */
export interface AwardRedemptionEffects {
  campaigns: CampaignsPort;
  /** After a redemption: the member's award balance changed on the server. */
  onRedeemed?: (result: AwardRedemptionResult) => void;
  /** Calls back with the award balance whenever it changes; returns how to stop. */
  watchBalance?: (changed: (balance: number | null) => void) => () => void;
}

export interface AwardRedemptionResult {
  value: number;
  code: string | null;
  message: string | null;
}

/**
 * An award redemption (SPEC §7 campaign event with value) on the one form machine: the member
 * chooses one of the award's amounts, confirms it, and one confirmation sends one request.
 * Its errors are swallowed (SPEC §8): no message, no toast; the form is simply ready again,
 * with the chosen amount kept, so the member can try again.
 */
export const awardRedemptionForm = createForm<
  AwardRedemptionValues,
  AwardRedemptionDeps,
  AwardRedemptionResult,
  AwardRedemptionEffects
>({
  id: 'awardRedemption',
  required: ['value'],
  confirm: true,
  rules: {
    value: (value, _values, deps) =>
      awardValueProblem(value, awardOptionsOf(deps.award), deps.balance),
  },
  watch: (effects, update) =>
    effects.watchBalance?.((balance) => update({ balance })) ?? (() => undefined),
  submit: async ({ values, deps, effects, idempotencyKey, signal }) => {
    const value = values.value ?? 0;
    const result = await effects.campaigns.requestEvent(
      deps.award.id,
      { kind: 'award', value },
      idempotencyKey ? { idempotencyKey } : {},
      signal,
    );
    return { value, code: result.code ?? null, message: result.message ?? null };
  },
  refusal: () => ({}),
  onSuccess: (result, _values, _deps, effects) => effects.onRedeemed?.(result),
});

export const awardRedemptionFormMachine = awardRedemptionForm.machine;

export type AwardRedemptionFormMachine = typeof awardRedemptionFormMachine;
