// @clube/core/campaigns: the campaigns context's public surface.
export type { BannerTarget, InterleaveOptions, ListItem } from './banner.rules.ts';
export {
  bannersAfterCampaigns,
  bannersWanted,
  bannerTarget,
  interleaveBanners,
} from './banner.rules.ts';
export type { Banner } from './banner.schema.ts';
export { bannerSchema } from './banner.schema.ts';
export type {
  CategoriesContext,
  CategoriesEvent,
  CategoriesMachine,
} from './categories.machine.ts';
export { categoriesMachine } from './categories.machine.ts';
export { categoriesEffects } from './categories.flow.ts';
export type { CategoryIconColor } from './categories.rules.ts';
export { categoryIconColor, menuCategories } from './categories.rules.ts';
export type {
  CampaignContext,
  CampaignEvent,
  CampaignEventInput,
  CampaignMachine,
} from './campaign.machine.ts';
export { campaignMachine } from './campaign.machine.ts';
export type { Address, Campaign, CampaignEventData, CampaignEventKind } from './campaign.schema.ts';
export {
  addressSchema,
  CAMPAIGN_EVENTS,
  CAMPAIGN_SYMBOLS,
  CAMPAIGN_TAG_KINDS,
  CAMPAIGN_TAG_SYMBOLS,
  campaignEventDataSchema,
  campaignSchema,
} from './campaign.schema.ts';
export type { Category } from './category.schema.ts';
export { categorySchema } from './category.schema.ts';
export type { LikeContext, LikeEvent, LikeItem, LikeMachine } from './like.machine.ts';
export { likeMachine } from './like.machine.ts';
export type { Likeable } from './like.rules.ts';
export { applyLike } from './like.rules.ts';
export type {
  ListFiltersContext,
  ListFiltersEvent,
  ListFiltersMachine,
} from './list-filters.machine.ts';
export { listFiltersMachine } from './list-filters.machine.ts';
export type { CampaignListQuery, ListFilters } from './list-filters.rules.ts';
export {
  CAMPAIGN_LIST_QUERY_KEYS,
  campaignFiltersFor,
  DEFAULT_LIST_FILTERS,
  filtersFromQuery,
  SORT_OPTIONS,
} from './list-filters.rules.ts';
export type {
  NegativeExperienceReport,
  NegativeExperienceType,
} from './negative-experience.schema.ts';
export { negativeExperienceTypeSchema } from './negative-experience.schema.ts';
export { campaignEffects, campaignFlow } from './campaign.flow.ts';
export { bannersFlow } from './banners.flow.ts';
export { likeFlow } from './like.flow.ts';
export { listFiltersFlow } from './list-filters.flow.ts';
export { negativeExperienceFlow } from './negative-experience.flow.ts';
export type {
  NegativeExperienceDeps,
  NegativeExperienceFormMachine,
  NegativeExperienceValues,
} from './negative-experience.form.ts';
export { negativeExperienceFormMachine } from './negative-experience.form.ts';
export type { CampaignApi } from './campaign.connect.ts';
export { connectCampaign } from './campaign.connect.ts';
export type { CampaignAction, CampaignActionKind, CampaignType } from './campaign-action.rules.ts';
export { campaignAction, campaignTypeOf } from './campaign-action.rules.ts';
export { campaignPageSize } from './campaign-page-size.rules.ts';
export type { CampaignExpiry, CashbackSource } from './campaign-offer.rules.ts';
export { campaignEnded, campaignExpiry, cashbackRate } from './campaign-offer.rules.ts';
export type { DiscountSource } from './discount.rules.ts';
export { compareByDiscount, discountPercent } from './discount.rules.ts';
export type { CampaignTag, CampaignTagSource, CampaignTagSymbol } from './campaign-tag.rules.ts';
export { campaignTag } from './campaign-tag.rules.ts';
export type { CampaignListSource, CampaignListSourceKind } from './list-source.rules.ts';
export { campaignListKey, campaignListSource } from './list-source.rules.ts';
export type { LikeApi } from './like.connect.ts';
export { connectLike } from './like.connect.ts';
export type { ListFiltersApi } from './list-filters.connect.ts';
export { connectListFilters } from './list-filters.connect.ts';
export { nearbyEffects, nearbyFlow } from './nearby.flow.ts';
export type { NearbyApi } from './nearby.connect.ts';
export { connectNearby } from './nearby.connect.ts';
export type { NearbyContext, NearbyMachine } from './nearby.machine.ts';
export { nearbyMachine } from './nearby.machine.ts';
export type {
  CampaignListAddress,
  CampaignListAddressSource,
  CampaignListAddressText,
} from './campaign-list-address.ts';
export {
  ALL_CAMPAIGNS,
  CAMPAIGN_SORTS,
  campaignListAddressSchema,
  campaignListKeyOf,
  campaignListSearch,
  readCampaignListAddress,
} from './campaign-list-address.ts';
export type {
  CampaignListItem,
  CampaignListPorts,
  ListBannersQuery,
} from './campaign-list-pages.ts';
export {
  campaignListPage,
  LIST_BANNERS_PAGE_SIZE,
  listBannersPage,
} from './campaign-list-pages.ts';
export type {
  CampaignListContext,
  CampaignListEvent,
  CampaignListInput,
  CampaignListMachine,
} from './campaign-list.machine.ts';
export { campaignListMachine } from './campaign-list.machine.ts';
export { campaignListFlow, campaignListOver } from './campaign-list.flow.ts';
export type {
  AddressToggle,
  AppliedNarrowing,
  CampaignListView,
  CampaignListViewOptions,
} from './campaign-list.connect.ts';
export { connectCampaignList, selectCampaignListAnswered } from './campaign-list.connect.ts';
export { listSourceOf } from './list-source.rules.ts';
