// @clube/core/engagement: the engagement context's public surface.
export type { CoinContext, CoinEvent, CoinMachine } from './coin.machine.ts';
export { coinMachine } from './coin.machine.ts';
export type { Coin } from './coin.schema.ts';
export { coinSchema } from './coin.schema.ts';
export { coinFlow } from './coin.flow.ts';
export type { EngagementCampaignsQuery, EngagementPartnersQuery } from './engagement-lists.flow.ts';
export { engagementCampaignsFlow, engagementPartnersFlow } from './engagement-lists.flow.ts';
export type { CoinApi } from './coin.connect.ts';
export { connectCoin } from './coin.connect.ts';
export { balanceAfter, canAfford, isReward, rewardCost } from './reward.rules.ts';
export type {
  RewardRedemptionDeps,
  RewardRedemptionFormMachine,
  RewardRedemptionResult,
  RewardRedemptionValues,
} from './reward-redemption.form.ts';
export { rewardProblem, rewardRedemptionFormMachine } from './reward-redemption.form.ts';
export type { RewardRedemptionApi } from './reward-redemption.connect.ts';
export { connectRewardRedemption } from './reward-redemption.connect.ts';
export type { RewardPartnerDeps, RewardPartnerMachine } from './reward-partner.machine.ts';
export { loadRewardPartner, rewardPartnerMachine } from './reward-partner.machine.ts';
export { rewardPartnerFlow } from './reward-partner.flow.ts';
export { rewardRedemptionFlow } from './reward-redemption.flow.ts';
