/** Business constants of SPEC §9, in one place. */

export const RELEASE_VERSION = '0.13.2';

/** The persisted store forgets a session after 48 hours. */
export const PERSISTED_STORE_TIMEOUT_MS = 172_800_000;

export const DAY_MS = 86_400_000;

export const DEFAULT_COLORS = {
  primary: '#565F7D',
  secondary: '#B7BBC8',
  tertiary: '#f5a623',
} as const;

/** Page sizes by list (SPEC §9). */
export const PAGE_SIZES = {
  awards: 18,
  engagement: 18,
  categorySearch: 18,
  highlightSearch: 10,
  tagSearch: 10,
  searchHits: 10,
  favorites: 10,
  shelfPartners: 10,
  letters: 9,
  cashback: 9,
  vouchers: 9,
  transactions: 9,
} as const;

export const SUGGESTIONS_LIMIT = 3;
export const SHELF_SIZE = 20;
export const SHELF_HIGHLIGHTS = 10;
export const BANNER_EVERY_CAMPAIGNS = 3;
export const SEARCH_MIN_LENGTH = 3;
export const SUGGESTION_DEBOUNCE_MS = 200;
/** R$ 20, in cents. */
export const CASHBACK_MIN_WITHDRAWAL_CENTS = 2000;
export const PARTNER_NAME_MAX_LENGTH = 13;
/** Expiry is shown in days while 1 to 3 days remain. */
export const EXPIRY_DAYS_SHOWN = { min: 1, max: 3 } as const;
export const TOAST_DURATION_MS = 5000;
export const NUMBER_STEPPER_DEBOUNCE_MS = 500;
export const TIME_ZONE = 'America/Sao_Paulo';
export const LOCALE = 'pt-BR';

export const CATEGORY_ICON_COLORS = [
  'primary-1',
  'primary-2',
  'primary-3',
  'primary-4',
  'primary-5',
  'primary-6',
  'primary-7',
  'primary-8',
] as const;
export const AVATAR_SIZES = ['sm', 'md', 'lg'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export const EMPTY_STATE_CHARACTERS = [
  'sad',
  'embarrassed',
  'happy',
  'greedy',
  'disappointed',
  'searching',
] as const;
export const NOTIFICATION_TYPES = ['success', 'error', 'favorite', 'like'] as const;
export const CARD_BRANDS = [
  'amex',
  'dinners',
  'discover',
  'elo',
  'hipercard',
  'jcb',
  'master',
  'visa',
] as const;
export const TOAST_ICON_SIZE = 21;
export const CAMPAIGN_TYPES = [
  'voucher',
  'uniqueCode',
  'online',
  'payment',
  'letter',
  'info',
  'cashback',
  'epay',
  'todo',
  'pharmacy',
] as const;
export const PIX_TYPES = ['email', 'phone', 'random'] as const;
export const DEFAULT_VOUCHER_TYPE = '0';

/** Defaults of the development mocks (SPEC §9). */
export const MOCK_DEFAULTS = {
  priceOptions: [1000, 2000, 5000, 10000, 50000],
  max: 50000,
  delayMs: 3000,
  engagementCampaignsPage: 1,
  engagementCampaignsLimit: 5,
} as const;

export const DEFAULT_SHELF_NAME = 'Principais Parceiros';
export const STORE_UTM_PARAMETER = 'utm_campaign';

/** A password has at least 6 characters (the club API's rule for activation and resets). */
export const PASSWORD_MIN_LENGTH = 6;
