import type { Campaign } from './campaigns/campaign.schema.ts';
import type { LikeItem } from './campaigns/like.machine.ts';
import type { ListFilters } from './campaigns/list-filters.rules.ts';
import type { Club } from './club.ts';
import type { Coin } from './engagement/coin.schema.ts';
import { activationFlow } from './flows/activation.flow.ts';
import { awardPartnerFlow } from './flows/award-partner.flow.ts';
import { awardRedemptionFlow } from './flows/award-redemption.flow.ts';
import { bannersFlow } from './flows/banners.flow.ts';
import { campaignFlow } from './flows/campaign.flow.ts';
import { cardFlow } from './flows/card.flow.ts';
import { cashbackRedemptionFlow } from './flows/cashback-redemption.flow.ts';
import { changePasswordFlow } from './flows/change-password.flow.ts';
import { coinFlow } from './flows/coin.flow.ts';
import { giftCardFlow } from './flows/gift-card.flow.ts';
import { giftCardPurchaseFlow } from './flows/gift-card-purchase.flow.ts';
import { homeFlow } from './flows/home.flow.ts';
import { letterRequestFlow } from './flows/letter-request.flow.ts';
import { letterSendFlow } from './flows/letter-send.flow.ts';
import { lettersFlow } from './flows/letters.flow.ts';
import { likeFlow } from './flows/like.flow.ts';
import { listFiltersFlow } from './flows/list-filters.flow.ts';
import { nearbyFlow } from './flows/nearby.flow.ts';
import { negativeExperienceFlow } from './flows/negative-experience.flow.ts';
import { noticeFlow } from './flows/notice.flow.ts';
import { pagedListFlow, type PagedListKind, type PagedListQuery } from './flows/paged-list.flow.ts';
import { partnerRequestFlow } from './flows/partner-request.flow.ts';
import { passwordResetFlow } from './flows/password-reset.flow.ts';
import { paymentFlow } from './flows/payment.flow.ts';
import { pharmacyCardFlow } from './flows/pharmacy-card.flow.ts';
import { profileEditFlow } from './flows/profile-edit.flow.ts';
import { rewardPartnerFlow } from './flows/reward-partner.flow.ts';
import { rewardRedemptionFlow } from './flows/reward-redemption.flow.ts';
import { searchSuggestionsFlow } from './flows/search-suggestions.flow.ts';
import { signInFlow } from './flows/sign-in.flow.ts';
import { supportFlow } from './flows/support.flow.ts';
import { vouchersFlow } from './flows/vouchers.flow.ts';
import { withdrawalFlow } from './flows/withdrawal.flow.ts';
import type { PagingRule } from './paging/paging.rules.ts';
import type { WithdrawEndpoint } from './wallet/withdraw.schema.ts';

/**
 * The per-screen flows, each built (logic + input + the club's clock) and never started here.
 * Every factory is its own module in `flows/`, so a bundler puts each in the chunk of the
 * screens that use it; `createClubFlows` gathers them for hosts that want them all (bots, tests).
 */
export { activationFormFlow } from './flows/activation-form.flow.ts';
export { activationFlow } from './flows/activation.flow.ts';
export { awardPartnerFlow } from './flows/award-partner.flow.ts';
export { awardRedemptionFlow } from './flows/award-redemption.flow.ts';
export { bannersFlow } from './flows/banners.flow.ts';
export { campaignFlow } from './flows/campaign.flow.ts';
export { cardFlow } from './flows/card.flow.ts';
export { cashbackRedemptionFlow } from './flows/cashback-redemption.flow.ts';
export { changePasswordFlow } from './flows/change-password.flow.ts';
export { coinFlow } from './flows/coin.flow.ts';
export { companyConfirmFlow } from './flows/company-confirm.flow.ts';
export { documentCheckFlow } from './flows/document-check.flow.ts';
export { forgotPasswordFlow } from './flows/forgot-password.flow.ts';
export { giftCardFlow } from './flows/gift-card.flow.ts';
export { giftCardPurchaseFlow } from './flows/gift-card-purchase.flow.ts';
export { homeFlow } from './flows/home.flow.ts';
export { interestOptionsFlow } from './flows/interest-options.flow.ts';
export { inviteFlow } from './flows/invite.flow.ts';
export { letterRequestFlow } from './flows/letter-request.flow.ts';
export { letterSendFlow } from './flows/letter-send.flow.ts';
export { lettersFlow } from './flows/letters.flow.ts';
export { likeFlow } from './flows/like.flow.ts';
export { listFiltersFlow } from './flows/list-filters.flow.ts';
export { nearbyFlow } from './flows/nearby.flow.ts';
export { negativeExperienceFlow } from './flows/negative-experience.flow.ts';
export { newPasswordFlow } from './flows/new-password.flow.ts';
export { noticeFlow } from './flows/notice.flow.ts';
export type {
  PagedListItem,
  PagedListKind,
  PagedListMachine,
  PagedListQuery,
  PagedLists,
} from './flows/paged-list.flow.ts';
export { UNIQUE_CODE_VOUCHER_TYPE, pagedListFlow } from './flows/paged-list.flow.ts';
export { partnerRequestFlow } from './flows/partner-request.flow.ts';
export { passwordResetFlow } from './flows/password-reset.flow.ts';
export { paymentFlow } from './flows/payment.flow.ts';
export { pharmacyCardFlow } from './flows/pharmacy-card.flow.ts';
export { profileEditFlow } from './flows/profile-edit.flow.ts';
export { rewardPartnerFlow } from './flows/reward-partner.flow.ts';
export { rewardRedemptionFlow } from './flows/reward-redemption.flow.ts';
export { searchSuggestionsFlow } from './flows/search-suggestions.flow.ts';
export { signInFlow } from './flows/sign-in.flow.ts';
export type { StoredActivation } from './flows/stored-activation.ts';
export { storedActivation } from './flows/stored-activation.ts';
export { supportFlow } from './flows/support.flow.ts';
export { vouchersFlow } from './flows/vouchers.flow.ts';
export { withdrawalFlow } from './flows/withdrawal.flow.ts';

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
    card: (provider: string) => cardFlow(club, provider),
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
