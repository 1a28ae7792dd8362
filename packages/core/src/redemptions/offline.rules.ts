/** Why an action of Meus resgates cannot be taken now; null when it can. */
export type BlockedReason = 'offline' | 'busy' | null;
