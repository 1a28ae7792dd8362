/**
 * Every user-facing text the core can ask for, as an i18n key. The texts are in
 * `messages.pt-BR.ts` and `messages.en.ts`; placeholders use i18next's `{{name}}`.
 */
export const MESSAGE_KEYS = [
  'errors.notLoggedIn',
  'errors.global',
  /** A server's own words, shown as they came: `{{message}}`. */
  'errors.server',
  /** HTTP 429: too many sign-ins, password checks, look-ups or reset requests for now. */
  'errors.tooManyAttempts',
  'validation.required',
  'validation.empty',
  'validation.generic',
  'validation.email',
  'validation.document',
  'validation.pixKey',
  'validation.pixEmail',
  'validation.pixPhone',
  'validation.pixRandom',
  'validation.postalCode',
  'validation.minimumWithdrawal',
  'validation.letterData',
  'validation.cardNumber',
  'validation.passwordLength',
  'validation.passwordMismatch',
  'validation.phone',
  'validation.birthday',
  'loading.title',
  'loading.text',
  'activation.companyDisabled',
  'activation.userNotFound',
  'activation.userNotEnabled',
  'activation.userBlocked',
  'activation.alreadyActivated',
  'activation.invalidCredentials',
  'activation.failed',
  'activation.userHasBeenBlocked',
  'passwordReset.failed',
  /** Esqueci minha senha could not send the request (it never says whether the CPF exists). */
  'passwordReset.requestFailed',
  /** Nova senha opened with a missing or invalid token: said on Entrar. */
  'passwordReset.invalidLink',
  /** An HR-card invitation that is unknown or expired (company/invite answers 404). */
  'activation.inviteExpired',
  'password.changed',
  'password.currentWrong',
  'letters.deleted',
  'letters.requested',
  'letters.deleteFailed',
  'vouchers.deleted',
  'vouchers.deleteFailed',
  'cashback.redeemed',
  'engagement.coinFailed',
  'rewards.redeemFailed',
  'rewards.insufficientBalance',
  'rewards.unavailable',
  'awards.valueUnavailable',
  'awards.insufficientBalance',
  'support.successTitle',
  'support.successText',
  'support.failureTitle',
  'support.failureText',
  'campaignAction.voucher',
  'campaignAction.uniqueCode',
  'campaignAction.online',
  'campaignAction.payment',
  'campaignAction.letter',
  'campaignAction.cashback',
  'campaignAction.epay',
  'campaignAction.todo',
  'campaignAction.pharmacy',
  'home.mainShelf',
  'home.shelf',
  'home.awardShelf',
  'feedback.offerTitle',
  'favorites.added',
  'favorites.removed',
  'likes.liked',
  'likes.unliked',
  /** A like or unlike the server refused: the button is back as it was. */
  'likes.failed',
  /** A favorite click the server refused: the button is back as it was. */
  'favorites.failed',
  /** A card payment without a card added. */
  'payment.cardRequired',
  'negativeExperience.sent',
  /** Seja parceiro was not sent (the failure itself is silent: no toast). */
  'partnerRequest.failed',
  'pharmacy.created',
  'pharmacy.failed',
  'withdraw.success',
  'withdraw.failureTitle',
  'withdraw.insufficientBalance',
  'withdraw.tryLater',
  /** The failure in one sentence, for the withdrawal form itself. */
  'withdraw.failedInsufficientBalance',
  'withdraw.failedTryLater',
  'postalCode.failureTitle',
  'postalCode.failureText',
  'profile.editFailed',
  'profile.emailTaken',
  'profile.saved',
  'time.today',
  'time.yesterday',
  'time.daysAgo',
  'expiry.day',
  'expiry.days',
  'notifications.empty',
  'search.placeholderDesktop',
  'search.placeholderMobile',
  'search.clear',
  'search.suggestions',
  'onboarding.title',
  'onboarding.button',
  'award.grantedBy',
  'award.learnMore',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** One language's text for every key: a missing key is a type error. */
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;

/** A text the core asks a host to show: a key of the catalogue and its placeholders' values. */
export interface Message {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

export function message(key: MessageKey, params?: Message['params']): Message {
  return params === undefined ? { key } : { key, params };
}
