import type { Campaign } from './campaigns/campaign.schema.ts';
import type { LikeItem } from './campaigns/like.machine.ts';
import type { ListFilters } from './campaigns/list-filters.rules.ts';
import type { Club } from './club.ts';
import type { Coin } from './engagement/coin.schema.ts';
import { activationFlow } from './activation/activation.flow.ts';
import { awardPartnerFlow } from './awards/award-partner.flow.ts';
import { awardRedemptionFlow } from './awards/award-redemption.flow.ts';
import { bannersFlow } from './campaigns/banners.flow.ts';
import { campaignFlow } from './campaigns/campaign.flow.ts';
import { cashbackRedemptionFlow } from './wallet/cashback-redemption.flow.ts';
import { changePasswordFlow } from './profile/change-password.flow.ts';
import { coinFlow } from './engagement/coin.flow.ts';
import { giftCardFlow } from './redemptions/gift-card.flow.ts';
import { giftCardPurchaseFlow } from './payment/gift-card-purchase.flow.ts';
import { homeFlow } from './home/home.flow.ts';
import { letterRequestFlow } from './redemptions/letter-request.flow.ts';
import { letterSendFlow } from './redemptions/letter-send.flow.ts';
import { lettersFlow } from './redemptions/letters.flow.ts';
import { likeFlow } from './campaigns/like.flow.ts';
import { listFiltersFlow } from './campaigns/list-filters.flow.ts';
import { nearbyFlow } from './campaigns/nearby.flow.ts';
import { negativeExperienceFlow } from './campaigns/negative-experience.flow.ts';
import { noticeFlow } from './notices/notice.flow.ts';
import { pagedListFlow, type PagedListKind, type PagedListQuery } from './flows/paged-list.flow.ts';
import { partnerRequestFlow } from './partners/partner-request.flow.ts';
import { passwordResetFlow } from './auth/password-reset.flow.ts';
import { paymentFlow } from './payment/payment.flow.ts';
import { pharmacyCardFlow } from './pharmacy/pharmacy-card.flow.ts';
import { profileEditFlow } from './profile/profile-edit.flow.ts';
import { rewardPartnerFlow } from './engagement/reward-partner.flow.ts';
import { rewardRedemptionFlow } from './engagement/reward-redemption.flow.ts';
import { searchSuggestionsFlow } from './search/search-suggestions.flow.ts';
import { signInFlow } from './auth/sign-in.flow.ts';
import { supportFlow } from './support/support.flow.ts';
import { vouchersFlow } from './redemptions/vouchers.flow.ts';
import { withdrawalFlow } from './wallet/withdrawal.flow.ts';
import type { PagingRule } from './paging/paging.rules.ts';
import type { WithdrawEndpoint } from './wallet/withdraw.schema.ts';

/**
 * The per-screen flows, each built (logic + input + the club's clock) and never started here.
 * Every factory is its own module in `flows/`, so a bundler puts each in the chunk of the
 * screens that use it; `createClubFlows` gathers them for hosts that want them all (bots, tests).
 */
export {
  activationFlow,
  activationFormFlow,
  companyConfirmFlow,
  documentCheckFlow,
  inviteFlow,
} from './activation/activation.flow.ts';
export { awardPartnerFlow } from './awards/award-partner.flow.ts';
export { awardRedemptionFlow } from './awards/award-redemption.flow.ts';
export { bannersFlow } from './campaigns/banners.flow.ts';
export { campaignFlow } from './campaigns/campaign.flow.ts';
export { cashbackRedemptionFlow } from './wallet/cashback-redemption.flow.ts';
export { changePasswordFlow } from './profile/change-password.flow.ts';
export { coinFlow } from './engagement/coin.flow.ts';
export { forgotPasswordFlow } from './auth/forgot-password.flow.ts';
export { giftCardFlow } from './redemptions/gift-card.flow.ts';
export { giftCardPurchaseFlow } from './payment/gift-card-purchase.flow.ts';
export { homeFlow } from './home/home.flow.ts';
export { interestOptionsFlow } from './campaigns/interest-options.flow.ts';
export { letterRequestFlow } from './redemptions/letter-request.flow.ts';
export { letterSendFlow } from './redemptions/letter-send.flow.ts';
export { lettersFlow } from './redemptions/letters.flow.ts';
export { likeFlow } from './campaigns/like.flow.ts';
export { listFiltersFlow } from './campaigns/list-filters.flow.ts';
export { nearbyFlow } from './campaigns/nearby.flow.ts';
export { negativeExperienceFlow } from './campaigns/negative-experience.flow.ts';
export { newPasswordFlow } from './auth/new-password.flow.ts';
export { noticeFlow } from './notices/notice.flow.ts';
export type {
  PagedListItem,
  PagedListKind,
  PagedListMachine,
  PagedListQuery,
  PagedLists,
} from './flows/paged-list.flow.ts';
export { pagedListFlow } from './flows/paged-list.flow.ts';
export { UNIQUE_CODE_VOUCHER_TYPE } from './redemptions/redemption-lists.flow.ts';
export { partnerRequestFlow } from './partners/partner-request.flow.ts';
export { passwordResetFlow } from './auth/password-reset.flow.ts';
export { paymentFlow } from './payment/payment.flow.ts';
export { pharmacyCardFlow } from './pharmacy/pharmacy-card.flow.ts';
export { profileEditFlow } from './profile/profile-edit.flow.ts';
export { rewardPartnerFlow } from './engagement/reward-partner.flow.ts';
export { rewardRedemptionFlow } from './engagement/reward-redemption.flow.ts';
export { searchSuggestionsFlow } from './search/search-suggestions.flow.ts';
export { signInFlow } from './auth/sign-in.flow.ts';
export type { StoredActivation } from './activation/stored-activation.ts';
export { storedActivation } from './activation/stored-activation.ts';
export { supportFlow } from './support/support.flow.ts';
export { vouchersFlow } from './redemptions/vouchers.flow.ts';
export { withdrawalFlow } from './wallet/withdrawal.flow.ts';

/** Every flow of the club, bound to it: for bots and tests that use many. */
export function createClubFlows(club: Club) {
  return {
    pagedList: <K extends PagedListKind>(kind: K, query?: PagedListQuery<K>, rule?: PagingRule) =>
      pagedListFlow(club, kind, query, rule),
    signIn: () => signInFlow(club),
    withdrawal: (endpoint: WithdrawEndpoint, balanceCents?: number) =>
      withdrawalFlow(club, endpoint, balanceCents),
    home: () => homeFlow(club),
    nearby: () => nearbyFlow(club),
    notice: () => noticeFlow(club),
    banners: (type: 0 | 1, tag?: string) => bannersFlow(club, type, tag),
    giftCard: (transactionId: string) => giftCardFlow(club, transactionId),
    letterRequest: (campaignId: string) => letterRequestFlow(club, campaignId),
    letterSend: (letterId: string, email?: string) => letterSendFlow(club, letterId, email),
    payment: (campaign: Campaign) => paymentFlow(club, campaign),
    giftCardPurchase: (campaign: Campaign) => giftCardPurchaseFlow(club, campaign),
    negativeExperience: (campaignId: string) => negativeExperienceFlow(club, campaignId),
    searchSuggestions: (recent?: string[]) => searchSuggestionsFlow(club, recent),
    campaign: (slug: string) => campaignFlow(club, slug),
    like: (item: LikeItem) => likeFlow(club, item),
    listFilters: (initial?: Partial<ListFilters>) => listFiltersFlow(club, initial),
    letters: () => lettersFlow(club),
    vouchers: () => vouchersFlow(club),
    profileEdit: () => profileEditFlow(club),
    changePassword: () => changePasswordFlow(club),
    support: () => supportFlow(club),
    partnerRequest: () => partnerRequestFlow(club),
    pharmacyCard: () => pharmacyCardFlow(club),
    coin: () => coinFlow(club),
    rewardPartner: (partnerSlug: string) => rewardPartnerFlow(club, partnerSlug),
    rewardRedemption: (reward: Campaign, coin: Coin) => rewardRedemptionFlow(club, reward, coin),
    awardPartner: (partnerSlug: string) => awardPartnerFlow(club, partnerSlug),
    awardRedemption: (award: Campaign) => awardRedemptionFlow(club, award),
    cashbackRedemption: (options?: { onRedeemed?: () => void }) =>
      cashbackRedemptionFlow(club, options),
    activation: () => activationFlow(club),
    passwordReset: () => passwordResetFlow(club),
  };
}

export type ClubFlows = ReturnType<typeof createClubFlows>;
