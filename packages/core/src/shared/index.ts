// @clube/core/shared: the shared context's public surface.
export {
  AUTH_FAILURE_MESSAGES,
  clubErrorFromAnswer,
  FALLBACK_ERROR_MESSAGE,
  hasEmbeddedErrors,
  isAuthFailureAnswer,
  messagesOf,
} from './answer-errors.rules.ts';
export {
  AVATAR_SIZES,
  BANNER_EVERY_CAMPAIGNS,
  BUTTON_SIZES,
  CAMPAIGN_TYPES,
  CARD_BRANDS,
  CASHBACK_MIN_WITHDRAWAL_CENTS,
  CATEGORY_ICON_COLORS,
  DAY_MS,
  DEFAULT_COLORS,
  DEFAULT_SHELF_NAME,
  DEFAULT_VOUCHER_TYPE,
  EMPTY_STATE_CHARACTERS,
  EXPIRY_DAYS_SHOWN,
  LOCALE,
  MOCK_DEFAULTS,
  NOTIFICATION_TYPES,
  NUMBER_STEPPER_DEBOUNCE_MS,
  PAGE_SIZES,
  PARTNER_NAME_MAX_LENGTH,
  PERSISTED_STORE_TIMEOUT_MS,
  PIX_TYPES,
  RELEASE_VERSION,
  SEARCH_MIN_LENGTH,
  SHELF_HIGHLIGHTS,
  SHELF_SIZE,
  STORE_UTM_PARAMETER,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTIONS_LIMIT,
  TIME_ZONE,
  TOAST_DURATION_MS,
  TOAST_ICON_SIZE,
} from './constants.ts';
export type { RelativeTime } from './dates.rules.ts';
export {
  formatDatePtBr,
  formatTimePtBr,
  relativeTime,
  saoPauloDayNumber,
  toEpochMs,
} from './dates.rules.ts';
export {
  cnpjCheckDigits,
  formatCpfInput,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  normaliseCnpj,
  onlyDigits,
} from './documents.rules.ts';
export type {
  ActivationCode,
  ActivationError,
  ActivationNextStep,
  CatalogueError,
} from './error-catalogue.ts';
export {
  ACTIVATION_CODE_MESSAGES,
  ACTIVATION_CODES,
  activationCodeOf,
  activationError,
  asksForHelp,
  catalogueMessage,
  inviteError,
  serverMessageOf,
} from './error-catalogue.ts';
export type { ExpiryLabel } from './format.rules.ts';
export {
  expiryInDays,
  formatCashbackPercent,
  formatDistanceKm,
  formatPoints,
  truncatePartnerName,
} from './format.rules.ts';
export type { BrazilianState } from './brazilian-states.ts';
export { BRAZILIAN_STATES, isBrazilianState } from './brazilian-states.ts';
export {
  displayDateToIso,
  formatDateInput,
  formatPhone,
  isoDayInSaoPaulo,
  isoToDisplayDate,
  isValidBirthday,
  isValidPhone,
} from './masks.rules.ts';
export { createMemoryStorage } from './memory-storage.ts';
export type { MessageLocale } from './format-message.ts';
export { formatMessage } from './format-message.ts';
export { messageSchema } from './message.schema.ts';
export { MESSAGES_EN } from './messages.en.ts';
export { MESSAGES_PT_BR } from './messages.pt-BR.ts';
export {
  formatBRL,
  formatCentsAsMoneyInput,
  formatCurrencyDisplay,
  formatMoneyInput,
  MONEY_INPUT_MAX_DIGITS,
  MONEY_INPUT_PREFIX,
  parseMoneyInput,
  reaisToCents,
} from './money.rules.ts';
export type { StepperBounds } from './number-stepper.rules.ts';
export {
  canDecrement,
  canIncrement,
  clampStepperValue,
  isIntegerText,
  parseStepperInput,
  readStepperInput,
  sanitiseStepperInput,
  shouldEmitStepperValue,
  stepDown,
  STEPPER_DEFAULTS,
  stepperBounds,
  stepUp,
} from './number-stepper.rules.ts';
export type { StepperKey, StepperView } from './number-stepper.connect.ts';
export { connectStepper } from './number-stepper.connect.ts';
export type { StepperTyping } from './number-stepper.stream.ts';
export { startStepperTyping, stepperValues } from './number-stepper.stream.ts';
export { observe } from './observe.ts';
export { parseAnswer } from './parse.ts';
export { cepDigits, formatCep, isValidCep } from './postal-code.rules.ts';
export {
  cents,
  count,
  flag,
  identifier,
  idText,
  listOf,
  optionalIdText,
  optionalNumber,
  optionalObject,
  optionalText,
  textList,
} from './schema-fields.ts';
export {
  filterOptionsByPrefix,
  normaliseForSearch,
  selectClosedWithoutValue,
} from './select-search.rules.ts';
export type { TextInputType } from './validation.rules.ts';
export {
  isValidEmail,
  sanitiseTextInput,
  stripHtmlFragment,
  validateEmail,
  validateRequired,
  validateText,
} from './validation.rules.ts';
export type { LoadApi } from './load.connect.ts';
export { connectLoad } from './load.connect.ts';
export { campaignDisplayName, offerDisplayName, partnerDisplayName } from './display-name.rules.ts';
export type { LoadContext, LoadEvent, LoadInput, LoadMachine } from './load.machine.ts';
export { createLoadMachine, withLoad } from './load.machine.ts';
export { cpfDigits, cpfProblem } from './cpf-field.rules.ts';
export { isOfflineError } from './offline.rules.ts';
export type { ConnectivitySource, ReconnectLogic } from './reconnect.actor.ts';
export { neverReconnect, retryWhenOnline } from './reconnect.actor.ts';
