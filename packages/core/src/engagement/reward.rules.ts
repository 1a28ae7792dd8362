/**
 * What a reward costs in the company coin, in the coin's cents (SPEC §3: balances are held in
 * cents): its event's price. A reward without a positive whole price cannot be redeemed.
 */
export function rewardCost(reward: {
  eventData?: { price?: number | null } | null;
}): number | null {
  const price = reward.eventData?.price ?? null;
  return price !== null && Number.isInteger(price) && price > 0 ? price : null;
}

/** A reward is a campaign of the engagement event: the only kind paid in the coin. */
export function isReward(campaign: { event?: string | null }): boolean {
  return campaign.event === 'engagement';
}

/** Whether a balance pays for a cost (both in cents); an unknown cost is never paid for. */
export function canAfford(balance: number, cost: number | null): boolean {
  return cost !== null && cost <= balance;
}

/** The balance once the cost is paid: never below zero, unchanged for an unknown cost. */
export function balanceAfter(balance: number, cost: number | null): number {
  return cost === null ? balance : Math.max(0, balance - cost);
}
