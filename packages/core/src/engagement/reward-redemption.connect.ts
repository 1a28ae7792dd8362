import type { SnapshotFrom } from 'xstate';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import { connectForm } from '../forms/form.connect.ts';
import type { FormEvent } from '../forms/form.machine.ts';
import { formatPoints } from '../shared/format.rules.ts';
import { followableRedirect } from '../shared/redirect.rules.ts';
import { message, type Message } from '../shared/message-keys.ts';
import type { Coin } from './coin.schema.ts';
import {
  rewardProblem,
  type RewardRedemptionFormMachine,
  type RewardRedemptionResult,
} from './reward-redemption.form.ts';
import { balanceAfter, rewardCost } from './reward.rules.ts';

/** Resgate de Recompensas as any view uses it: the reward, its cost in the coin, the steps. */
export interface RewardRedemptionApi {
  readonly reward: Campaign;
  /** The reward's name as shown: its title, else its name, else its slug. */
  readonly title: string;
  /** Where the redeemed reward's link leads, when it is safe to follow; otherwise null. */
  readonly link: string | null;
  /** The coin, its balance the new one once redeemed. */
  readonly coin: Coin;
  readonly cost: number | null;
  readonly costText: string | null;
  readonly balanceText: string;
  /** What the balance will be once the cost is paid (shown while confirming). */
  readonly balanceAfterText: string;
  /** Why the reward cannot be redeemed now (no price, not enough balance), or null. */
  readonly problem: Message | null;
  readonly canRedeem: boolean;
  readonly confirming: boolean;
  readonly redeeming: boolean;
  readonly redeemed: boolean;
  /** SPEC §8's failure message after a refused redemption (success false), or null. */
  readonly failure: Message | null;
  /** The redemption's outcome, SPEC §8's "result": null before any answer. */
  readonly success: boolean | null;
  readonly result: RewardRedemptionResult | null;
  /** Asks for the confirmation (the member chose to redeem). */
  choose(): void;
  confirm(): void;
  cancel(): void;
}

export function connectRewardRedemption(
  snapshot: SnapshotFrom<RewardRedemptionFormMachine>,
  send: (event: FormEvent) => void,
): RewardRedemptionApi {
  const form = connectForm(snapshot, send);
  const { reward, coin } = snapshot.context.deps;
  const result = form.result;
  const cost = rewardCost(reward);
  const balance = result ? result.balance : coin.balance;
  const problemKey = result ? null : rewardProblem(reward, coin.balance);
  const failure = form.error;
  return {
    reward,
    title: reward.title || reward.name || reward.slug,
    link: followableRedirect(result?.link),
    coin: { ...coin, balance },
    cost,
    costText: cost === null ? null : formatPoints(cost),
    balanceText: formatPoints(balance),
    balanceAfterText: formatPoints(balanceAfter(balance, cost)),
    problem: problemKey ? message(problemKey) : null,
    canRedeem: problemKey === null && !form.succeeded,
    confirming: form.confirming,
    redeeming: form.submitting,
    redeemed: form.succeeded,
    failure,
    success: form.succeeded ? true : failure ? false : null,
    result,
    choose: () => {
      if (problemKey === null) form.submit();
    },
    confirm: form.confirm,
    cancel: form.cancel,
  };
}
