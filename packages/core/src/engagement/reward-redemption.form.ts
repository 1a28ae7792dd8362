import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { CampaignEventResult, CampaignsPort } from '../campaigns/campaigns.port.ts';
import { createForm } from '../forms/form.machine.ts';
import { message, type MessageKey } from '../shared/message-keys.ts';
import type { Coin } from './coin.schema.ts';
import { balanceAfter, canAfford, isReward, rewardCost } from './reward.rules.ts';

/** Nothing to type: the reward is chosen; `reward` names it so the form can check it. */
export type RewardRedemptionValues = {
  reward: string;
};

/** What the form keeps and its rules read. */
export interface RewardRedemptionDeps {
  /** The reward the member chose (a campaign of the engagement event). */
  reward: Campaign;
  /** The company coin as the member opened the redemption: its balance pays the cost. */
  coin: Coin;
}

/** What the flow supplies: the campaigns port and what follows an answer. */
export interface RewardRedemptionEffects {
  campaigns: CampaignsPort;
  /** After a redemption: the member's balances changed on the server. */
  onRedeemed?: (result: RewardRedemptionResult) => void;
  /** After a failure: whatever happened on the server, the member's balances are read again. */
  onFailed?: () => void;
}

/** A redeemed reward: what it cost, the coin's new balance and what the server gave back. */
export interface RewardRedemptionResult {
  cost: number;
  /** The coin's balance after paying, in the coin's cents. */
  balance: number;
  code: string | null;
  link: string | null;
  message: string | null;
}

/** Why the chosen reward cannot be redeemed with this balance, or null when it can. */
export function rewardProblem(reward: Campaign, balance: number): MessageKey | null {
  const cost = rewardCost(reward);
  if (!isReward(reward) || cost === null) return 'rewards.unavailable';
  return canAfford(balance, cost) ? null : 'rewards.insufficientBalance';
}

/** The balance the server reports after the redemption, if its answer carries a sound one. */
function reportedBalance(result: CampaignEventResult): number | null {
  const data = result.data;
  if (typeof data !== 'object' || data === null) return null;
  const balance = (data as { balance?: unknown }).balance;
  return typeof balance === 'number' && Number.isInteger(balance) && balance >= 0 ? balance : null;
}

/**
 * Resgate de Recompensas (SPEC §2, §8) on the one form machine: the member confirms the cost
 * in the coin before anything is sent, one confirmation sends one request, and a refusal
 * reads SPEC §8's 'Houve um erro ao resgatar a oferta…' (the result's success is false). A
 * reward the balance does not pay for, or without a price, is never sent.
 */
export const rewardRedemptionForm = createForm<
  RewardRedemptionValues,
  RewardRedemptionDeps,
  RewardRedemptionResult,
  RewardRedemptionEffects
>({
  id: 'rewardRedemption',
  confirm: true,
  rules: { reward: (_slug, _values, deps) => rewardProblem(deps.reward, deps.coin.balance) },
  submit: async ({ deps, effects, idempotencyKey, signal }) => {
    const cost = rewardCost(deps.reward) ?? 0;
    const result = await effects.campaigns.requestEvent(
      deps.reward.id,
      { kind: 'reward', value: cost },
      idempotencyKey ? { idempotencyKey } : {},
      signal,
    );
    return {
      cost,
      balance: reportedBalance(result) ?? balanceAfter(deps.coin.balance, cost),
      code: result.code ?? null,
      link: result.link ?? null,
      message: result.message ?? null,
    };
  },
  refusal: () => ({ form: message('rewards.redeemFailed') }),
  onSuccess: (result, _values, _deps, effects) => effects.onRedeemed?.(result),
  onFailure: (_error, _values, _deps, effects) => effects.onFailed?.(),
});

export const rewardRedemptionFormMachine = rewardRedemptionForm.machine;

export type RewardRedemptionFormMachine = typeof rewardRedemptionFormMachine;
