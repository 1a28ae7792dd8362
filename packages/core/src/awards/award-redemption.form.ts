import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { CampaignsPort } from '../campaigns/campaigns.port.ts';
import { createFormMachine } from '../forms/form.machine.ts';
import { awardOptionsOf, awardValueProblem } from './award.rules.ts';

export type AwardRedemptionValues = {
  /** The chosen amount, in cents. */
  value: number | null;
};

export interface AwardRedemptionDeps {
  campaigns: CampaignsPort;
  /** The award campaign the member opened. */
  award: Campaign;
  /** The member's award balance now (cents), or null while it is unknown. */
  balance: () => number | null;
  /** After a redemption: the member's award balance changed on the server. */
  onRedeemed?: (result: AwardRedemptionResult) => void;
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
export const awardRedemptionFormMachine = createFormMachine<
  AwardRedemptionValues,
  AwardRedemptionDeps,
  AwardRedemptionResult
>({
  id: 'awardRedemption',
  required: ['value'],
  confirm: true,
  rules: {
    value: (value, _values, deps) =>
      awardValueProblem(value, awardOptionsOf(deps.award), deps.balance()),
  },
  submit: async ({ values, deps, idempotencyKey }) => {
    const value = values.value ?? 0;
    const result = await deps.campaigns.requestEvent(
      deps.award.id,
      { kind: 'award', value },
      idempotencyKey ? { idempotencyKey } : {},
    );
    return { value, code: result.code ?? null, message: result.message ?? null };
  },
  refusal: () => ({}),
  onSuccess: (result, _values, deps) => deps.onRedeemed?.(result),
});

export type AwardRedemptionFormMachine = typeof awardRedemptionFormMachine;
