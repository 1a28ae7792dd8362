// @clube/core/testing: fake ports, arbitraries and helpers for teams that test flows built on the core.
export type { FakeMember, FakePorts, FakeWorldOptions } from './fake-world.ts';
export { createFakePorts, DEMO_MEMBER } from './fake-world.ts';
export type { FakeRecordings } from './fake-features.ts';
export type { FakeWorldData, SeedSizes } from './fake-seed.ts';
export { seededRandom, seedWorld } from './fake-seed.ts';
export { pageOf } from './fake-pages.ts';
export type { SimulatedRun } from './simulated-time.ts';
export { createVirtualScheduler, runOnSimulatedTime, settle } from './simulated-time.ts';
export {
  arbitraryAuthState,
  arbitraryBanner,
  arbitraryCampaign,
  arbitraryCashbackRecord,
  arbitraryCategory,
  arbitraryClubError,
  arbitraryCoin,
  arbitraryCompanyConfig,
  arbitraryCpf,
  arbitraryFavoritedCampaign,
  arbitraryGiftCard,
  arbitraryLetter,
  arbitraryLetterData,
  arbitraryNearbyPartner,
  arbitraryNegativeExperienceType,
  arbitraryNotice,
  arbitraryNotification,
  arbitraryPagination,
  arbitraryPartner,
  arbitraryPostalAddress,
  arbitraryShelfPartner,
  arbitraryToast,
  arbitraryTransaction,
  arbitraryUser,
  arbitraryVoucher,
  arbitraryWithdrawPayload,
} from './arbitraries.ts';
export { createMemoryStorage } from '../shared/memory-storage.ts';
export type { FakeConnectivity } from './fake-connectivity.ts';
export { createFakeConnectivity } from './fake-connectivity.ts';
export type { ModelCheck } from './model.ts';
export { checkModel, stateValues } from './model.ts';
export { completeInvoke, failInvoke, runningInvokes } from './invoke.ts';
export type { WithdrawalCommand, WithdrawalModel, WithdrawalReal } from './withdrawal-model.ts';
export {
  agreeWithWithdrawalModel,
  startHeldWithdrawal,
  withdrawalCommands,
} from './withdrawal-model.ts';
export type { HeldPageRequest, HeldPageServer, NumberQuery } from './held-page-server.ts';
export { createHeldPageServer, numbersMatching } from './held-page-server.ts';
export type { PagingCommand, PagingModel, PagingReal } from './paging-model.ts';
export { agreeWithPagingModel, pagingCommands, startHeldPaging } from './paging-model.ts';
export type { HeldSubmit, HeldSubmitServer } from './held-submit-server.ts';
export { createHeldSubmitServer } from './held-submit-server.ts';
export type { ContactValues, FormCommand, FormModel, FormReal } from './form-model.ts';
export {
  agreeWithFormModel,
  EMPTY_CONTACT,
  formCommands,
  startHeldContactForm,
  validContact,
} from './form-model.ts';
