/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A Brazilian address; code is the CEP (8 digits), state the UF. */
export type Address = {
  __typename?: 'Address';
  city: Scalars['String']['output'];
  code: Scalars['String']['output'];
  complement?: Maybe<Scalars['String']['output']>;
  neighborhood: Scalars['String']['output'];
  number: Scalars['String']['output'];
  state: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/**
 * A promotional banner. Click target, in order (SPEC §2): vidalink → pharmacy card;
 * only_tagged → campaigns with tags[0]; showcase → vitrine/showcase; campaign_slug → campaign;
 * link → opened in a new tab; otherwise the campaign list.
 */
export type Banner = {
  __typename?: 'Banner';
  campaign?: Maybe<BannerCampaign>;
  id: Scalars['ID']['output'];
  /** Wide image (desktop). */
  image: Scalars['String']['output'];
  /** Narrow image (mobile). */
  image_secondary?: Maybe<Scalars['String']['output']>;
  /** Institutional banner (about the club, not an offer). */
  institutional: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  only_tagged: Scalars['Boolean']['output'];
  partner?: Maybe<BannerPartner>;
  /** Showcase tag (vitrine/:tag). */
  showcase?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  /** 0: home carousel; 1: inside campaign lists. */
  type: Scalars['Int']['output'];
  vidalink: Scalars['Boolean']['output'];
};

export type BannerCampaign = {
  __typename?: 'BannerCampaign';
  slug: Scalars['String']['output'];
};

export type BannerPage = {
  __typename?: 'BannerPage';
  current_page: Scalars['Int']['output'];
  data: Array<Banner>;
  from: Scalars['Int']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type BannerPartner = {
  __typename?: 'BannerPartner';
  slug: Scalars['String']['output'];
};

/**
 * An offer of a partner. `type` is one of voucher, uniqueCode, online, payment, letter, info,
 * cashback, epay, todo, pharmacy; `symbol` one of percent, currency, GRÁTIS, 2x1, dynamic.
 * `value`: the percentage for percent and dynamic, cents for currency (before the discount;
 * `discounted_value` after it), 0 for GRÁTIS and 2x1. Rich-text fields (description, important,
 * howtouse) are HTML that clients must sanitise.
 */
export type Campaign = {
  __typename?: 'Campaign';
  addresses: Array<Address>;
  available_vouchers?: Maybe<Scalars['Int']['output']>;
  created_at: Scalars['String']['output'];
  description: Scalars['String']['output'];
  discounted_value?: Maybe<Scalars['Int']['output']>;
  /** Distance in km from the point of partnersNearby; null elsewhere. */
  distance?: Maybe<Scalars['Float']['output']>;
  /** Last day of the offer (YYYY-MM-DD); null when it does not end. */
  end_date?: Maybe<Scalars['String']['output']>;
  /** award, payment, engagement or other. */
  event: Scalars['String']['output'];
  eventData: EventData;
  howtouse?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  important?: Maybe<Scalars['String']['output']>;
  /** Exclusive to the member's company. */
  is_exclusive: Scalars['Boolean']['output'];
  is_favorited: Scalars['Boolean']['output'];
  is_highlighted: Scalars['Boolean']['output'];
  is_liked: Scalars['Boolean']['output'];
  liked_count: Scalars['Int']['output'];
  max_voucher_per_user?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  only_cashback: Scalars['Boolean']['output'];
  partner: Partner;
  slug: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
  symbol_text_bottom?: Maybe<Scalars['String']['output']>;
  symbol_text_main?: Maybe<Scalars['String']['output']>;
  symbol_text_top?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  value: Scalars['Int']['output'];
  /** Instructions printed on the voucher. */
  voucher?: Maybe<Scalars['String']['output']>;
};

export type CampaignPage = {
  __typename?: 'CampaignPage';
  current_page: Scalars['Int']['output'];
  data: Array<Campaign>;
  from: Scalars['Int']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type CashbackCampaign = {
  __typename?: 'CashbackCampaign';
  title: Scalars['String']['output'];
};

export type CashbackPage = {
  __typename?: 'CashbackPage';
  current_page: Scalars['Int']['output'];
  data: Array<CashbackRecord>;
  from: Scalars['Int']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type CashbackPartner = {
  __typename?: 'CashbackPartner';
  logo: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/**
 * A cashback record. status: pending (purchase reported), approved (confirmed by the partner),
 * available (may be withdrawn), redeemed (withdrawn), cancelled. total: purchase in cents;
 * user_comission: the member's cashback in cents. date: purchase day (YYYY-MM-DD).
 */
export type CashbackRecord = {
  __typename?: 'CashbackRecord';
  available: Scalars['Boolean']['output'];
  campaign: CashbackCampaign;
  created_at: Scalars['String']['output'];
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  partner: CashbackPartner;
  status: Scalars['String']['output'];
  total: Scalars['Int']['output'];
  user_comission: Scalars['Int']['output'];
};

/** A category. color is a palette token primary-1 to primary-8; menu_icon an image path. */
export type Category = {
  __typename?: 'Category';
  color?: Maybe<Scalars['String']['output']>;
  home_order?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  is_home: Scalars['Boolean']['output'];
  is_menu: Scalars['Boolean']['output'];
  menu_icon?: Maybe<Scalars['String']['output']>;
  menu_order?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  status: Scalars['Boolean']['output'];
};

/** The company coin of engagement points; balance is the member's, in cents. */
export type Coin = {
  __typename?: 'Coin';
  balance: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  program_image: Scalars['String']['output'];
  program_name: Scalars['String']['output'];
};

/** Theme colours as CSS hex colours (#RRGGBB). */
export type Colors = {
  __typename?: 'Colors';
  primary: Scalars['String']['output'];
  secondary: Scalars['String']['output'];
  tertiary: Scalars['String']['output'];
};

/** The member's company with its engagement coin (null without the engagement permission). */
export type Company = {
  __typename?: 'Company';
  coin?: Maybe<Coin>;
  colors: Colors;
  id: Scalars['ID']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  permissions: Array<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
};

/**
 * Per-company configuration: branding, feature flags and sign-in texts. Strings a company may
 * leave unset are nullable; flags default to false; lists default to empty.
 */
export type CompanyConfig = {
  __typename?: 'CompanyConfig';
  /** Bank codes (COMPE, three digits) that Pix withdrawals may go to; empty means any bank. */
  allowed_banks: Array<Scalars['String']['output']>;
  /** When true the `allowed_banks` restriction also applies to cashback withdrawals. */
  block_banks_at_cashback: Scalars['Boolean']['output'];
  /**
   * Card brands accepted in payment campaigns, as card-brand icon names:
   * amex, dinners, discover, elo, hipercard, jcb, master, visa.
   */
  brands: Array<Scalars['String']['output']>;
  /** The three theme colours. */
  colors: Colors;
  /** URL of an optional extra stylesheet attached at start-up. */
  custom_script?: Maybe<Scalars['String']['output']>;
  /** Contact e-mail of the club. */
  email?: Maybe<Scalars['String']['output']>;
  /** An e-mail is sent to the member after activation. */
  email_after_activation: Scalars['Boolean']['output'];
  /** Favicon image path. */
  favicon?: Maybe<Scalars['String']['output']>;
  /** The company uses the generic club sign-in page instead of its own. */
  generic_app: Scalars['Boolean']['output'];
  /** Members arrive through the company's own system (API); hides Sair unless `logout` is set. */
  has_api_access: Scalars['Boolean']['output'];
  /** Shows nearby partners (proximos-a-voce) and the geolocation button. */
  has_geolocation_access: Scalars['Boolean']['output'];
  /** The club opens on an institutional initial page. */
  has_initial_page: Scalars['Boolean']['output'];
  /** Shows the 'Seja parceiro' (become a partner) button and page. */
  has_request_partners: Scalars['Boolean']['output'];
  /** Access is restricted to the company's own entry point. */
  has_restrict_access: Scalars['Boolean']['output'];
  /** Short welcome text. */
  intro?: Maybe<Scalars['String']['output']>;
  /** Logo for wide screens. */
  logo?: Maybe<Scalars['String']['output']>;
  /** When true the logo is drawn at its natural width instead of a fixed width. */
  logo_no_width: Scalars['Boolean']['output'];
  /** Shows the Sair (sign out) item even for companies with API access. */
  logout: Scalars['Boolean']['output'];
  /** Where a signed-out visitor is sent, when set. */
  logout_url?: Maybe<Scalars['String']['output']>;
  /** Name of the home's main partner shelf; when null the client shows 'Principais Parceiros'. */
  main_category?: Maybe<Scalars['String']['output']>;
  /** Address of the store linked from the top menu (permission marketplace). */
  marketplace_client_url?: Maybe<Scalars['String']['output']>;
  /** Logo for narrow screens. */
  mobile_logo?: Maybe<Scalars['String']['output']>;
  /** Offer links open in the same tab instead of a new one. */
  open_in_self_tab: Scalars['Boolean']['output'];
  /**
   * Feature permissions of the company: marketplace, engagement, awards, highlight,
   * cashback_tab, vidalink.
   */
  permissions: Array<Scalars['String']['output']>;
  /** The club stores the e-mail members give at activation. */
  save_users_email: Scalars['Boolean']['output'];
  /** Shows the developer credit line in the footer. */
  show_developer_credit: Scalars['Boolean']['output'];
  /** Texts and images of the sign-in page; null when the company keeps the defaults. */
  sign_in?: Maybe<SignInContent>;
  /** Unique, URL-safe company identifier (the `company` claim of tokens). */
  slug: Scalars['String']['output'];
  /** The company's support page. When null the client uses its default help centre. */
  support_link?: Maybe<Scalars['String']['output']>;
  /** Club name shown in the title bar and headers. */
  title: Scalars['String']['output'];
  /** The company's own site, used as a logout destination for restricted-access companies. */
  url?: Maybe<Scalars['String']['output']>;
  /** Members may withdraw their awards balance by Pix. */
  withdraw_award: Scalars['Boolean']['output'];
  /** Members may withdraw their engagement balance by Pix. */
  withdraw_engagement: Scalars['Boolean']['output'];
};

export type Contact = {
  __typename?: 'Contact';
  phone?: Maybe<Scalars['String']['output']>;
};

/** Answer of a deletion: status false when the item does not exist or is not the member's. */
export type DeleteResult = {
  __typename?: 'DeleteResult';
  message: Scalars['String']['output'];
  status: Scalars['Boolean']['output'];
};

/**
 * Data of the campaign's event. price: cents (engagement campaigns: points); total: cents before
 * a payment discount; cashback_value: percentage (one decimal) with cashback_symbol '%';
 * payment_methods: pix, credit_card; rescue_type: voucher, code, link, payment, letter, cashback,
 * gift_card, todo, pharmacy, engagement or award; limit: redemptions per member; min_value,
 * max_value, prices_options and value: cents.
 */
export type EventData = {
  __typename?: 'EventData';
  cashback_symbol?: Maybe<Scalars['String']['output']>;
  cashback_value?: Maybe<Scalars['Float']['output']>;
  code?: Maybe<Scalars['String']['output']>;
  is_cashback: Scalars['Boolean']['output'];
  limit?: Maybe<Scalars['Int']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  max_value?: Maybe<Scalars['Int']['output']>;
  min_value?: Maybe<Scalars['Int']['output']>;
  payment_methods: Array<Scalars['String']['output']>;
  price?: Maybe<Scalars['Int']['output']>;
  prices_options: Array<Scalars['Int']['output']>;
  rescue_type?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
  value?: Maybe<Scalars['Int']['output']>;
};

export type FavoritedCampaign = {
  __typename?: 'FavoritedCampaign';
  end_date?: Maybe<Scalars['String']['output']>;
  is_favorited: Scalars['Boolean']['output'];
  is_highlighted: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  partner: FavoritedPartner;
  slug: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
  title: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

/** Favorited campaigns; total is the quantity the list shows. */
export type FavoritedCampaignPage = {
  __typename?: 'FavoritedCampaignPage';
  current_page: Scalars['Int']['output'];
  data: Array<FavoritedCampaign>;
  from: Scalars['Int']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type FavoritedPartner = {
  __typename?: 'FavoritedPartner';
  categories: Array<PartnerCategory>;
  company_id: Scalars['ID']['output'];
  logo: Scalars['String']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** A gift card (epay campaigns). status: available, used or cancelled. */
export type GiftCard = {
  __typename?: 'GiftCard';
  campaign: GiftCardCampaign;
  gift_card_code: Scalars['String']['output'];
  gift_card_password: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type GiftCardCampaign = {
  __typename?: 'GiftCardCampaign';
  eventData: GiftCardEventData;
};

export type GiftCardEventData = {
  __typename?: 'GiftCardEventData';
  rescue_type?: Maybe<Scalars['String']['output']>;
};

/** A link letter (carta) that proves club membership to a partner. available false: expired. */
export type Letter = {
  __typename?: 'Letter';
  available: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  letter: LetterTemplate;
  link: Scalars['String']['output'];
  partner: Partner;
  user_document: Scalars['String']['output'];
  user_email: Scalars['String']['output'];
  user_name: Scalars['String']['output'];
  user_number: Scalars['String']['output'];
};

export type LetterPage = {
  __typename?: 'LetterPage';
  current_page: Scalars['Int']['output'];
  data: Array<Letter>;
  from: Scalars['Int']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type LetterTemplate = {
  __typename?: 'LetterTemplate';
  /** HTML. */
  description?: Maybe<Scalars['String']['output']>;
  logo?: Maybe<Scalars['String']['output']>;
  signature_image?: Maybe<Scalars['String']['output']>;
  signature_text?: Maybe<Scalars['String']['output']>;
  stamp?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Deletes one of the member's letters. */
  deleteLetter: DeleteResult;
  /** Deletes one of the member's vouchers. */
  deleteVoucher: DeleteResult;
  /** Toggles the member's favorite; answers whether the campaign is now favorited. */
  favorite: Scalars['Boolean']['output'];
  /**
   * Toggles the member's like of a campaign; answers whether it is now liked. The campaign's
   * liked_count changes by one. `type` is 'campaign' (the only kind). Unknown slug: error
   * "Oferta não encontrada".
   */
  like: Scalars['Boolean']['output'];
};


export type MutationDeleteLetterArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVoucherArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFavoriteArgs = {
  slug: Scalars['String']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
};


export type MutationLikeArgs = {
  slug: Scalars['String']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A partner near a point: distance in km. */
export type NearbyPartner = {
  __typename?: 'NearbyPartner';
  address: Address;
  colors: PartnerColors;
  distance: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  latitude: Scalars['Float']['output'];
  logo: Scalars['String']['output'];
  logo_negative: Scalars['String']['output'];
  longitude: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type NegativeExperienceType = {
  __typename?: 'NegativeExperienceType';
  id: Scalars['ID']['output'];
  status: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type Partner = {
  __typename?: 'Partner';
  /** The partner's campaigns (newest first, at most 50). */
  campaigns: Array<Campaign>;
  categories: Array<PartnerCategory>;
  color: Scalars['String']['output'];
  colors: PartnerColors;
  company_id: Scalars['ID']['output'];
  contact: Contact;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  is_exclusive: Scalars['Boolean']['output'];
  logo: Scalars['String']['output'];
  logo_negative: Scalars['String']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type PartnerCategory = {
  __typename?: 'PartnerCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type PartnerColors = {
  __typename?: 'PartnerColors';
  primary: Scalars['String']['output'];
};

export type PartnerPage = {
  __typename?: 'PartnerPage';
  current_page: Scalars['Int']['output'];
  data: Array<Partner>;
  from: Scalars['Int']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * Active banners of the company, by position. `type` 0: home carousel; 1: banners inserted
   * in campaign lists (after every 3 campaigns). `tag`: only banners carrying that tag.
   */
  banners: Array<Banner>;
  /** One campaign by slug; null when the company has none with that slug. */
  campaign?: Maybe<Campaign>;
  /**
   * Campaigns of the company, 18 a page by default (SPEC §9 campaign category search).
   * Filters combine with AND: `category` (category slug of the partner), `partner` (partner slug),
   * `cashback` (only cashback campaigns), `exclusive` (only campaigns exclusive to the company),
   * `highlight` (only highlighted ones), `tags` (campaigns carrying any of the tags).
   * `orderBy`: discount (value, highest first), likes (liked_count, highest first),
   * alphabetical (name A-Z), alphainverse (name Z-A); otherwise newest first.
   */
  campaigns: CampaignPage;
  /**
   * The member's cashback records. `asc` / `desc`: field to sort by (date, total, status);
   * default desc date. `status`: one of pending, approved, available, redeemed, cancelled.
   * `partners`: partner slugs. `searchPerk`: matches the campaign title or partner name.
   * `advertiser`: one partner slug. `between_date`: two dates YYYY-MM-DD, inclusive.
   */
  cashback: CashbackPage;
  /** Active categories of the member's company, in menu order (then by name). */
  categories: Array<Category>;
  /** The member's company and its coin. */
  company: Company;
  /**
   * Configuration of the company of the signed-in member (the `company` claim of the token).
   * Requires a member token.
   */
  config: CompanyConfig;
  /**
   * The member's favorited campaigns (favorited true; false lists the campaigns not favorited).
   * Sort: `desc: "value"` (discount), `desc: "liked_count"` (likes), `asc: "partner.name"`
   * (alphabetical); otherwise most recently favorited first. `company: true` keeps campaigns
   * exclusive to the company (the list's exclusive filter); `event: "cashback"` keeps cashback
   * campaigns. `exclusive` is a synonym of `company`.
   */
  favoritedCampaigns: FavoritedCampaignPage;
  /** Slugs of the campaigns the member has favorited. */
  favorites: Array<Scalars['String']['output']>;
  /** The gift card bought in one of the member's transactions; null when there is none. */
  giftCard?: Maybe<GiftCard>;
  /** One of the member's letters; null when it does not exist or is not the member's. */
  letter?: Maybe<Letter>;
  /** The member's link letters, newest first. `searchPerk` matches the partner name. */
  letters: LetterPage;
  /** Active reasons a member can choose when reporting a bad experience with an offer. */
  negativeExperience: Array<NegativeExperienceType>;
  /** The same banners, paged (default 10 a page). */
  paginatedBanners: BannerPage;
  /** Partners of the company by name. `is_main` '1': only main partners; '0': all of them. */
  partners: PartnerPage;
  /**
   * Partners with an address, nearest first by great-circle distance (km) from the given point
   * (decimal degrees as strings, from browser geolocation); the 50 nearest.
   * Fails with "Coordenadas inválidas" when a coordinate is not a number in range.
   */
  partnersNearby: Array<NearbyPartner>;
  /**
   * Categories shown before sign-in (the subset a company makes public). No token needed;
   * `company` is the company slug (default: the first company).
   */
  publicCategories: Array<Category>;
  /**
   * Configuration of a company before sign-in (branding of the sign-in pages). No token needed.
   * `company` is the company slug; when absent, the default company (the first one registered)
   * is answered. An unknown slug fails with the error "Empresa não encontrada"
   * (extensions.code "COMPANY_NOT_FOUND").
   */
  publicConfig: CompanyConfig;
  /**
   * Partner shelves of the home: the main shelf ('Principais Parceiros', or the category named
   * by config.main_category), then one shelf per home category (home_order), then, when the
   * company has the highlight permission, the 'Destaques' shelf of highlighted campaigns' partners.
   */
  shelves: Array<Shelf>;
  /** The member's transactions (purchases), newest first unless `desc` is false. */
  transactions: TransactionPage;
  /** The signed-in member. Requires a member token. */
  user: User;
  /** One of the member's vouchers; null when it does not exist or is not the member's. */
  voucher?: Maybe<Voucher>;
  /**
   * The member's vouchers, newest first. `type` '0': vouchers (tab vouchers); '1': unique codes
   * (tab codigos). `searchPerk` matches the campaign title or partner name.
   */
  vouchers: VoucherPage;
};


export type QueryBannersArgs = {
  tag?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCampaignArgs = {
  slug: Scalars['String']['input'];
};


export type QueryCampaignsArgs = {
  cashback?: InputMaybe<Scalars['Boolean']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  exclusive?: InputMaybe<Scalars['Boolean']['input']>;
  highlight?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  partner?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryCashbackArgs = {
  advertiser?: InputMaybe<Scalars['String']['input']>;
  asc?: InputMaybe<Scalars['String']['input']>;
  between_date?: InputMaybe<Array<Scalars['String']['input']>>;
  desc?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  partners?: InputMaybe<Array<Scalars['String']['input']>>;
  searchPerk?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFavoritedCampaignsArgs = {
  asc?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['Boolean']['input']>;
  desc?: InputMaybe<Scalars['String']['input']>;
  event?: InputMaybe<Scalars['String']['input']>;
  exclusive?: InputMaybe<Scalars['Boolean']['input']>;
  favorited?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGiftCardArgs = {
  transaction_id: Scalars['String']['input'];
};


export type QueryLetterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLettersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchPerk?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPaginatedBannersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPartnersArgs = {
  is_main?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPartnersNearbyArgs = {
  latitude: Scalars['String']['input'];
  longitude: Scalars['String']['input'];
};


export type QueryPublicCategoriesArgs = {
  company?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPublicConfigArgs = {
  company?: InputMaybe<Scalars['String']['input']>;
};


export type QueryShelvesArgs = {
  highlightQuantity?: InputMaybe<Scalars['Int']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTransactionsArgs = {
  desc?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchPerk?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVoucherArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVouchersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchPerk?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A home shelf. permission: the permission that gates it, when any (highlight). */
export type Shelf = {
  __typename?: 'Shelf';
  name: Scalars['String']['output'];
  partners: Array<ShelfPartner>;
  permission?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
};

export type ShelfPartner = {
  __typename?: 'ShelfPartner';
  colors: PartnerColors;
  logo: Scalars['String']['output'];
  logo_negative: Scalars['String']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** Texts and images of the sign-in page (camelCase names, as the club API sends them). */
export type SignInContent = {
  __typename?: 'SignInContent';
  /** Background image path of the sign-in page. */
  background?: Maybe<Scalars['String']['output']>;
  /** Draws divider lines around the `or` text between the two buttons. */
  divisors: Scalars['Boolean']['output'];
  /** Label of the forgot-password link. */
  forgotPassword?: Maybe<Scalars['String']['output']>;
  /** CSS colour of the main (sign-in) button; when null the primary colour is used. */
  mainButton?: Maybe<Scalars['String']['output']>;
  /** Label of the main (sign-in) button. */
  mainButtonText?: Maybe<Scalars['String']['output']>;
  /** Headline of the sign-in page. */
  mainText?: Maybe<Scalars['String']['output']>;
  /** Message shown when sign-in fails. */
  negativeFeedback?: Maybe<Scalars['String']['output']>;
  /** Text between the main and the secondary button. */
  or?: Maybe<Scalars['String']['output']>;
  /** A strip of partner logos shown on the sign-in page. */
  partners?: Maybe<SignInPartners>;
  /** Label of the secondary button, which leads to account activation (first access). */
  secondaryButton?: Maybe<Scalars['String']['output']>;
  /** Logo shown over the sign-in background. */
  signInLogo?: Maybe<Scalars['String']['output']>;
};

/** Partner branding shown on the sign-in page. */
export type SignInPartners = {
  __typename?: 'SignInPartners';
  /** Image path of the partner strip. */
  logo?: Maybe<Scalars['String']['output']>;
  /** Caption of the partner strip. */
  name?: Maybe<Scalars['String']['output']>;
};

/**
 * A purchase or redemption. type: payment, gift_card, engagement, award, voucher or code;
 * status: approved, pending or cancelled; value in cents (points for engagement).
 */
export type Transaction = {
  __typename?: 'Transaction';
  available: Scalars['Boolean']['output'];
  campaign: TransactionCampaign;
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  transaction_id: Scalars['String']['output'];
  type: Scalars['String']['output'];
  value: Scalars['Int']['output'];
  vouchers: Array<TransactionVoucher>;
};

export type TransactionCampaign = {
  __typename?: 'TransactionCampaign';
  created_at: Scalars['String']['output'];
  end_date?: Maybe<Scalars['String']['output']>;
  event: Scalars['String']['output'];
  howtouse?: Maybe<Scalars['String']['output']>;
  partner: TransactionPartner;
};

export type TransactionPage = {
  __typename?: 'TransactionPage';
  current_page: Scalars['Int']['output'];
  data: Array<Transaction>;
  from: Scalars['Int']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type TransactionPartner = {
  __typename?: 'TransactionPartner';
  logo: Scalars['String']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** status: active, used or expired. */
export type TransactionVoucher = {
  __typename?: 'TransactionVoucher';
  code: Scalars['String']['output'];
  expire_date?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

/** A member of a company's club (the signed-in user). */
export type User = {
  __typename?: 'User';
  /** Street name. */
  address?: Maybe<Scalars['String']['output']>;
  address_complement?: Maybe<Scalars['String']['output']>;
  address_number?: Maybe<Scalars['String']['output']>;
  /** Avatar image path; null when the member has none (the client draws initials). */
  avatar?: Maybe<Scalars['String']['output']>;
  /** Awards balance, in cents. */
  awards_balance: Scalars['Int']['output'];
  /** Date of birth, YYYY-MM-DD. */
  birthday?: Maybe<Scalars['String']['output']>;
  /** Cashback available to withdraw, in cents. */
  cashback: Scalars['Int']['output'];
  /** Cashback earned over time, in cents. */
  cashback_total: Scalars['Int']['output'];
  city?: Maybe<Scalars['String']['output']>;
  /** CPF, digits only (11 digits). */
  document: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** Engagement (points) balance, in cents of the company coin. */
  engagement_balance: Scalars['Int']['output'];
  /** One of F, M or O (other); null when not given. */
  gender?: Maybe<Scalars['String']['output']>;
  /** The member has set a password (false until activation sets one). */
  has_password: Scalars['Boolean']['output'];
  /** Member id, unique across companies. */
  id: Scalars['ID']['output'];
  /** Surname. */
  last_name?: Maybe<Scalars['String']['output']>;
  /** First name. */
  name: Scalars['String']['output'];
  /** The member accepts news by e-mail; null when never asked. */
  news?: Maybe<Scalars['Boolean']['output']>;
  /** Phone number, digits only, with area code (DDD). */
  phone?: Maybe<Scalars['String']['output']>;
  /** CEP, digits only (8 digits). */
  postal_code?: Maybe<Scalars['String']['output']>;
  /** Two-letter Brazilian state code (UF), for example SP. */
  state?: Maybe<Scalars['String']['output']>;
  /** Expiry date of the pharmacy card (YYYY-MM-DD); null without a card. */
  vidalink_expire_date?: Maybe<Scalars['String']['output']>;
};

/**
 * A voucher or unique code the member redeemed. available false: used or expired.
 * company_user: the member's id.
 */
export type Voucher = {
  __typename?: 'Voucher';
  available: Scalars['Boolean']['output'];
  campaign: VoucherCampaign;
  code: Scalars['String']['output'];
  company_user: Scalars['ID']['output'];
  created_at: Scalars['String']['output'];
  expire_date?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['String']['output'];
};

export type VoucherCampaign = {
  __typename?: 'VoucherCampaign';
  description: Scalars['String']['output'];
  important?: Maybe<Scalars['String']['output']>;
  partner: VoucherPartner;
  symbol: Scalars['String']['output'];
  title: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

export type VoucherPage = {
  __typename?: 'VoucherPage';
  current_page: Scalars['Int']['output'];
  data: Array<Voucher>;
  from: Scalars['Int']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type VoucherPartner = {
  __typename?: 'VoucherPartner';
  contact: Contact;
  is_exclusive: Scalars['Boolean']['output'];
  logo: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CampaignsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  partner?: InputMaybe<Scalars['String']['input']>;
  cashback?: InputMaybe<Scalars['Boolean']['input']>;
  exclusive?: InputMaybe<Scalars['Boolean']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  highlight?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type CampaignsQuery = { __typename?: 'Query', campaigns: { __typename?: 'CampaignPage', to: number, from: number, total: number, per_page: number, current_page: number, last_page: number, data: Array<{ __typename?: 'Campaign', id: string, name: string, slug: string, title: string, image: string, type: string, value: number, discounted_value?: number | null, symbol: string, symbol_text_top?: string | null, symbol_text_main?: string | null, symbol_text_bottom?: string | null, end_date?: string | null, event: string, liked_count: number, only_cashback: boolean, is_highlighted: boolean, is_exclusive: boolean, is_liked: boolean, is_favorited: boolean, eventData: { __typename?: 'EventData', cashback_value?: number | null, cashback_symbol?: string | null, is_cashback: boolean }, partner: { __typename?: 'Partner', id: string, slug: string, name: string, logo: string, logo_negative: string, colors: { __typename?: 'PartnerColors', primary: string } } }> } };

export type CampaignQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type CampaignQuery = { __typename?: 'Query', campaign?: { __typename?: 'Campaign', id: string, name: string, slug: string, title: string, description: string, image: string, type: string, value: number, discounted_value?: number | null, symbol: string, symbol_text_top?: string | null, symbol_text_main?: string | null, symbol_text_bottom?: string | null, end_date?: string | null, important?: string | null, howtouse?: string | null, voucher?: string | null, event: string, liked_count: number, only_cashback: boolean, is_highlighted: boolean, is_exclusive: boolean, is_liked: boolean, is_favorited: boolean, available_vouchers?: number | null, max_voucher_per_user?: number | null, distance?: number | null, tags: Array<string>, created_at: string, eventData: { __typename?: 'EventData', price?: number | null, code?: string | null, total?: number | null, link?: string | null, cashback_value?: number | null, cashback_symbol?: string | null, is_cashback: boolean, payment_methods: Array<string>, rescue_type?: string | null, limit?: number | null, min_value?: number | null, max_value?: number | null, prices_options: Array<number>, value?: number | null }, addresses: Array<{ __typename?: 'Address', code: string, street: string, number: string, complement?: string | null, neighborhood: string, city: string, state: string }>, partner: { __typename?: 'Partner', id: string, slug: string, name: string, color: string, logo: string, logo_negative: string, description?: string | null, is_exclusive: boolean, company_id: string, contact: { __typename?: 'Contact', phone?: string | null }, categories: Array<{ __typename?: 'PartnerCategory', id: string, slug: string, name: string }>, colors: { __typename?: 'PartnerColors', primary: string }, campaigns: Array<{ __typename?: 'Campaign', id: string, name: string, slug: string, title: string, description: string, image: string, type: string, value: number, discounted_value?: number | null, symbol: string, symbol_text_top?: string | null, symbol_text_main?: string | null, symbol_text_bottom?: string | null, end_date?: string | null, important?: string | null, howtouse?: string | null, voucher?: string | null, event: string, liked_count: number, only_cashback: boolean, is_highlighted: boolean, is_exclusive: boolean, is_liked: boolean, is_favorited: boolean, available_vouchers?: number | null, max_voucher_per_user?: number | null, distance?: number | null, tags: Array<string>, created_at: string, eventData: { __typename?: 'EventData', price?: number | null, code?: string | null, total?: number | null, link?: string | null, cashback_value?: number | null, cashback_symbol?: string | null, is_cashback: boolean, payment_methods: Array<string>, rescue_type?: string | null, limit?: number | null, min_value?: number | null, max_value?: number | null, prices_options: Array<number>, value?: number | null }, addresses: Array<{ __typename?: 'Address', code: string, street: string, number: string, complement?: string | null, neighborhood: string, city: string, state: string }>, partner: { __typename?: 'Partner', id: string, slug: string, name: string, color: string, logo: string, logo_negative: string, description?: string | null, is_exclusive: boolean, company_id: string } }> } } | null };

export type CategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriesQuery = { __typename?: 'Query', categories: Array<{ __typename?: 'Category', id: string, name: string, status: boolean, slug: string, is_menu: boolean, menu_order?: number | null, is_home: boolean, home_order?: number | null, menu_icon?: string | null, color?: string | null }> };

export type PublicCategoriesQueryVariables = Exact<{
  company?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublicCategoriesQuery = { __typename?: 'Query', publicCategories: Array<{ __typename?: 'Category', id: string, name: string, status: boolean, slug: string, is_menu: boolean, menu_order?: number | null, is_home: boolean, home_order?: number | null, menu_icon?: string | null, color?: string | null }> };

export type BannersQueryVariables = Exact<{
  tag?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
}>;


export type BannersQuery = { __typename?: 'Query', banners: Array<{ __typename?: 'Banner', id: string, name: string, image: string, image_secondary?: string | null, link?: string | null, type: number, institutional: boolean, showcase?: string | null, tags: Array<string>, vidalink: boolean, only_tagged: boolean, partner?: { __typename?: 'BannerPartner', slug: string } | null, campaign?: { __typename?: 'BannerCampaign', slug: string } | null }> };

export type PaginatedBannersQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PaginatedBannersQuery = { __typename?: 'Query', paginatedBanners: { __typename?: 'BannerPage', to: number, from: number, total: number, per_page: number, current_page: number, last_page: number, data: Array<{ __typename?: 'Banner', id: string, name: string, image: string, image_secondary?: string | null, link?: string | null, type: number, institutional: boolean, showcase?: string | null, tags: Array<string>, vidalink: boolean, only_tagged: boolean, partner?: { __typename?: 'BannerPartner', slug: string } | null, campaign?: { __typename?: 'BannerCampaign', slug: string } | null }> } };

export type ShelvesQueryVariables = Exact<{
  quantity?: InputMaybe<Scalars['Int']['input']>;
  highlightQuantity?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ShelvesQuery = { __typename?: 'Query', shelves: Array<{ __typename?: 'Shelf', name: string, slug: string, permission?: string | null, partners: Array<{ __typename?: 'ShelfPartner', slug: string, name: string, logo: string, logo_negative: string, colors: { __typename?: 'PartnerColors', primary: string } }> }> };

export type PartnersNearbyQueryVariables = Exact<{
  latitude: Scalars['String']['input'];
  longitude: Scalars['String']['input'];
}>;


export type PartnersNearbyQuery = { __typename?: 'Query', partnersNearby: Array<{ __typename?: 'NearbyPartner', id: string, slug: string, name: string, logo: string, logo_negative: string, latitude: number, longitude: number, distance: number, colors: { __typename?: 'PartnerColors', primary: string }, address: { __typename?: 'Address', code: string, street: string, number: string, complement?: string | null, neighborhood: string, city: string, state: string } }> };

export type NegativeExperienceQueryVariables = Exact<{ [key: string]: never; }>;


export type NegativeExperienceQuery = { __typename?: 'Query', negativeExperience: Array<{ __typename?: 'NegativeExperienceType', id: string, title: string, status: boolean }> };

export type LikeMutationVariables = Exact<{
  slug: Scalars['String']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
}>;


export type LikeMutation = { __typename?: 'Mutation', like: boolean };

export type FavoritesQueryVariables = Exact<{ [key: string]: never; }>;


export type FavoritesQuery = { __typename?: 'Query', favorites: Array<string> };

export type FavoritedCampaignsQueryVariables = Exact<{
  asc?: InputMaybe<Scalars['String']['input']>;
  desc?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  company?: InputMaybe<Scalars['Boolean']['input']>;
  favorited?: InputMaybe<Scalars['Boolean']['input']>;
  event?: InputMaybe<Scalars['String']['input']>;
  exclusive?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type FavoritedCampaignsQuery = { __typename?: 'Query', favoritedCampaigns: { __typename?: 'FavoritedCampaignPage', to: number, from: number, total: number, per_page: number, current_page: number, last_page: number, data: Array<{ __typename?: 'FavoritedCampaign', slug: string, name: string, value: number, title: string, symbol: string, end_date?: string | null, is_highlighted: boolean, is_favorited: boolean, partner: { __typename?: 'FavoritedPartner', slug: string, name: string, logo: string, company_id: string, categories: Array<{ __typename?: 'PartnerCategory', id: string, slug: string, name: string }> } }> } };

export type FavoriteMutationVariables = Exact<{
  slug: Scalars['String']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
}>;


export type FavoriteMutation = { __typename?: 'Mutation', favorite: boolean };

export type PartnersQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  is_main?: InputMaybe<Scalars['String']['input']>;
}>;


export type PartnersQuery = { __typename?: 'Query', partners: { __typename?: 'PartnerPage', to: number, from: number, total: number, per_page: number, current_page: number, last_page: number, data: Array<{ __typename?: 'Partner', id: string, slug: string, name: string, color: string, logo: string, logo_negative: string, description?: string | null, is_exclusive: boolean, company_id: string, contact: { __typename?: 'Contact', phone?: string | null }, categories: Array<{ __typename?: 'PartnerCategory', id: string, slug: string, name: string }>, colors: { __typename?: 'PartnerColors', primary: string }, campaigns: Array<{ __typename?: 'Campaign', id: string, name: string, slug: string, title: string, description: string, image: string, type: string, value: number, discounted_value?: number | null, symbol: string, symbol_text_top?: string | null, symbol_text_main?: string | null, symbol_text_bottom?: string | null, end_date?: string | null, important?: string | null, howtouse?: string | null, voucher?: string | null, event: string, liked_count: number, only_cashback: boolean, is_highlighted: boolean, is_exclusive: boolean, is_liked: boolean, is_favorited: boolean, available_vouchers?: number | null, max_voucher_per_user?: number | null, distance?: number | null, tags: Array<string>, created_at: string, eventData: { __typename?: 'EventData', price?: number | null, code?: string | null, total?: number | null, link?: string | null, cashback_value?: number | null, cashback_symbol?: string | null, is_cashback: boolean, payment_methods: Array<string>, rescue_type?: string | null, limit?: number | null, min_value?: number | null, max_value?: number | null, prices_options: Array<number>, value?: number | null }, addresses: Array<{ __typename?: 'Address', code: string, street: string, number: string, complement?: string | null, neighborhood: string, city: string, state: string }>, partner: { __typename?: 'Partner', id: string, slug: string, name: string, color: string, logo: string, logo_negative: string, description?: string | null, is_exclusive: boolean, company_id: string } }> }> } };

export type LettersQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchPerk?: InputMaybe<Scalars['String']['input']>;
}>;


export type LettersQuery = { __typename?: 'Query', letters: { __typename?: 'LetterPage', to: number, from: number, total: number, per_page: number, current_page: number, last_page: number, data: Array<{ __typename?: 'Letter', id: string, link: string, user_name: string, user_document: string, user_number: string, user_email: string, available: boolean, created_at: string, partner: { __typename?: 'Partner', id: string, slug: string, name: string, color: string, logo: string, logo_negative: string, description?: string | null, is_exclusive: boolean, company_id: string, contact: { __typename?: 'Contact', phone?: string | null }, categories: Array<{ __typename?: 'PartnerCategory', id: string, slug: string, name: string }>, colors: { __typename?: 'PartnerColors', primary: string }, campaigns: Array<{ __typename?: 'Campaign', id: string, name: string, slug: string, title: string, description: string, image: string, type: string, value: number, discounted_value?: number | null, symbol: string, symbol_text_top?: string | null, symbol_text_main?: string | null, symbol_text_bottom?: string | null, end_date?: string | null, important?: string | null, howtouse?: string | null, voucher?: string | null, event: string, liked_count: number, only_cashback: boolean, is_highlighted: boolean, is_exclusive: boolean, is_liked: boolean, is_favorited: boolean, available_vouchers?: number | null, max_voucher_per_user?: number | null, distance?: number | null, tags: Array<string>, created_at: string }> }, letter: { __typename?: 'LetterTemplate', logo?: string | null, description?: string | null, stamp?: string | null, signature_image?: string | null, signature_text?: string | null } }> } };

export type LetterQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LetterQuery = { __typename?: 'Query', letter?: { __typename?: 'Letter', id: string, link: string, user_name: string, user_document: string, user_number: string, user_email: string, available: boolean, created_at: string, partner: { __typename?: 'Partner', id: string, slug: string, name: string, color: string, logo: string, logo_negative: string, description?: string | null, is_exclusive: boolean, company_id: string, contact: { __typename?: 'Contact', phone?: string | null }, categories: Array<{ __typename?: 'PartnerCategory', id: string, slug: string, name: string }>, colors: { __typename?: 'PartnerColors', primary: string }, campaigns: Array<{ __typename?: 'Campaign', id: string, name: string, slug: string, title: string, description: string, image: string, type: string, value: number, discounted_value?: number | null, symbol: string, symbol_text_top?: string | null, symbol_text_main?: string | null, symbol_text_bottom?: string | null, end_date?: string | null, important?: string | null, howtouse?: string | null, voucher?: string | null, event: string, liked_count: number, only_cashback: boolean, is_highlighted: boolean, is_exclusive: boolean, is_liked: boolean, is_favorited: boolean, available_vouchers?: number | null, max_voucher_per_user?: number | null, distance?: number | null, tags: Array<string>, created_at: string, eventData: { __typename?: 'EventData', price?: number | null, code?: string | null, total?: number | null, link?: string | null, cashback_value?: number | null, cashback_symbol?: string | null, is_cashback: boolean, payment_methods: Array<string>, rescue_type?: string | null, limit?: number | null, min_value?: number | null, max_value?: number | null, prices_options: Array<number>, value?: number | null }, addresses: Array<{ __typename?: 'Address', code: string, street: string, number: string, complement?: string | null, neighborhood: string, city: string, state: string }>, partner: { __typename?: 'Partner', id: string, slug: string, name: string, color: string, logo: string, logo_negative: string, description?: string | null, is_exclusive: boolean, company_id: string } }> }, letter: { __typename?: 'LetterTemplate', logo?: string | null, description?: string | null, stamp?: string | null, signature_image?: string | null, signature_text?: string | null } } | null };

export type VouchersQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  searchPerk?: InputMaybe<Scalars['String']['input']>;
}>;


export type VouchersQuery = { __typename?: 'Query', vouchers: { __typename?: 'VoucherPage', to: number, from: number, total: number, per_page: number, current_page: number, last_page: number, data: Array<{ __typename?: 'Voucher', id: string, code: string, expire_date?: string | null, created_at: string, updated_at: string, company_user: string, link?: string | null, available: boolean, campaign: { __typename?: 'VoucherCampaign', title: string, description: string, value: number, symbol: string, important?: string | null, partner: { __typename?: 'VoucherPartner', logo: string, name: string, is_exclusive: boolean } } }> } };

export type VoucherQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VoucherQuery = { __typename?: 'Query', voucher?: { __typename?: 'Voucher', id: string, code: string, expire_date?: string | null, created_at: string, updated_at: string, company_user: string, link?: string | null, available: boolean, campaign: { __typename?: 'VoucherCampaign', title: string, description: string, value: number, symbol: string, important?: string | null, partner: { __typename?: 'VoucherPartner', logo: string, name: string, is_exclusive: boolean, contact: { __typename?: 'Contact', phone?: string | null } } } } | null };

export type TransactionsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  desc?: InputMaybe<Scalars['Boolean']['input']>;
  searchPerk?: InputMaybe<Scalars['String']['input']>;
}>;


export type TransactionsQuery = { __typename?: 'Query', transactions: { __typename?: 'TransactionPage', to: number, from: number, total: number, per_page: number, current_page: number, last_page: number, data: Array<{ __typename?: 'Transaction', id: string, type: string, value: number, status: string, quantity: number, created_at: string, transaction_id: string, available: boolean, campaign: { __typename?: 'TransactionCampaign', end_date?: string | null, howtouse?: string | null, event: string, created_at: string, partner: { __typename?: 'TransactionPartner', name: string, slug: string, logo: string } }, vouchers: Array<{ __typename?: 'TransactionVoucher', id: string, code: string, expire_date?: string | null, status: string }> }> } };

export type GiftCardQueryVariables = Exact<{
  transaction_id: Scalars['String']['input'];
}>;


export type GiftCardQuery = { __typename?: 'Query', giftCard?: { __typename?: 'GiftCard', gift_card_code: string, gift_card_password: string, status: string, campaign: { __typename?: 'GiftCardCampaign', eventData: { __typename?: 'GiftCardEventData', rescue_type?: string | null } } } | null };

export type DeleteLetterMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteLetterMutation = { __typename?: 'Mutation', deleteLetter: { __typename?: 'DeleteResult', status: boolean, message: string } };

export type DeleteVoucherMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteVoucherMutation = { __typename?: 'Mutation', deleteVoucher: { __typename?: 'DeleteResult', status: boolean, message: string } };

export type CashbackQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  asc?: InputMaybe<Scalars['String']['input']>;
  desc?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  partners?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  searchPerk?: InputMaybe<Scalars['String']['input']>;
  advertiser?: InputMaybe<Scalars['String']['input']>;
  between_date?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type CashbackQuery = { __typename?: 'Query', cashback: { __typename?: 'CashbackPage', to: number, from: number, total: number, per_page: number, current_page: number, last_page: number, data: Array<{ __typename?: 'CashbackRecord', id: string, date: string, created_at: string, available: boolean, total: number, status: string, user_comission: number, partner: { __typename?: 'CashbackPartner', name: string, logo: string }, campaign: { __typename?: 'CashbackCampaign', title: string } }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const CampaignsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Campaigns($page: Int, $limit: Int, $category: String, $partner: String, $cashback: Boolean, $exclusive: Boolean, $orderBy: String, $highlight: Boolean, $tags: [String!]) {
  campaigns(
    page: $page
    limit: $limit
    category: $category
    partner: $partner
    cashback: $cashback
    exclusive: $exclusive
    orderBy: $orderBy
    highlight: $highlight
    tags: $tags
  ) {
    data {
      id
      name
      slug
      title
      image
      type
      value
      discounted_value
      symbol
      symbol_text_top
      symbol_text_main
      symbol_text_bottom
      end_date
      event
      liked_count
      only_cashback
      is_highlighted
      is_exclusive
      is_liked
      is_favorited
      eventData {
        cashback_value
        cashback_symbol
        is_cashback
      }
      partner {
        id
        slug
        name
        logo
        logo_negative
        colors {
          primary
        }
      }
    }
    to
    from
    total
    per_page
    current_page
    last_page
  }
}
    `) as unknown as TypedDocumentString<CampaignsQuery, CampaignsQueryVariables>;
export const CampaignDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Campaign($slug: String!) {
  campaign(slug: $slug) {
    id
    name
    slug
    title
    description
    image
    type
    value
    discounted_value
    symbol
    symbol_text_top
    symbol_text_main
    symbol_text_bottom
    end_date
    important
    howtouse
    voucher
    event
    liked_count
    only_cashback
    is_highlighted
    is_exclusive
    is_liked
    is_favorited
    available_vouchers
    max_voucher_per_user
    distance
    tags
    eventData {
      price
      code
      total
      link
      cashback_value
      cashback_symbol
      is_cashback
      payment_methods
      rescue_type
      limit
      min_value
      max_value
      prices_options
      value
    }
    addresses {
      code
      street
      number
      complement
      neighborhood
      city
      state
    }
    partner {
      id
      slug
      name
      color
      logo
      logo_negative
      contact {
        phone
      }
      categories {
        id
        slug
        name
      }
      description
      is_exclusive
      colors {
        primary
      }
      company_id
      campaigns {
        id
        name
        slug
        title
        description
        image
        type
        value
        discounted_value
        symbol
        symbol_text_top
        symbol_text_main
        symbol_text_bottom
        end_date
        important
        howtouse
        voucher
        event
        liked_count
        only_cashback
        is_highlighted
        is_exclusive
        is_liked
        is_favorited
        available_vouchers
        max_voucher_per_user
        distance
        tags
        eventData {
          price
          code
          total
          link
          cashback_value
          cashback_symbol
          is_cashback
          payment_methods
          rescue_type
          limit
          min_value
          max_value
          prices_options
          value
        }
        addresses {
          code
          street
          number
          complement
          neighborhood
          city
          state
        }
        partner {
          id
          slug
          name
          color
          logo
          logo_negative
          description
          is_exclusive
          company_id
        }
        created_at
      }
    }
    created_at
  }
}
    `) as unknown as TypedDocumentString<CampaignQuery, CampaignQueryVariables>;
export const CategoriesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Categories {
  categories {
    id
    name
    status
    slug
    is_menu
    menu_order
    is_home
    home_order
    menu_icon
    color
  }
}
    `) as unknown as TypedDocumentString<CategoriesQuery, CategoriesQueryVariables>;
export const PublicCategoriesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query PublicCategories($company: String) {
  publicCategories(company: $company) {
    id
    name
    status
    slug
    is_menu
    menu_order
    is_home
    home_order
    menu_icon
    color
  }
}
    `) as unknown as TypedDocumentString<PublicCategoriesQuery, PublicCategoriesQueryVariables>;
export const BannersDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Banners($tag: String, $type: Int) {
  banners(tag: $tag, type: $type) {
    id
    name
    image
    image_secondary
    link
    type
    institutional
    showcase
    tags
    vidalink
    only_tagged
    partner {
      slug
    }
    campaign {
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<BannersQuery, BannersQueryVariables>;
export const PaginatedBannersDocument = /*#__PURE__*/ new TypedDocumentString(`
    query PaginatedBanners($page: Int, $tag: String, $type: Int, $limit: Int) {
  paginatedBanners(page: $page, tag: $tag, type: $type, limit: $limit) {
    data {
      id
      name
      image
      image_secondary
      link
      type
      institutional
      showcase
      tags
      vidalink
      only_tagged
      partner {
        slug
      }
      campaign {
        slug
      }
    }
    to
    from
    total
    per_page
    current_page
    last_page
  }
}
    `) as unknown as TypedDocumentString<PaginatedBannersQuery, PaginatedBannersQueryVariables>;
export const ShelvesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Shelves($quantity: Int, $highlightQuantity: Int) {
  shelves(quantity: $quantity, highlightQuantity: $highlightQuantity) {
    name
    slug
    permission
    partners {
      slug
      name
      logo
      logo_negative
      colors {
        primary
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShelvesQuery, ShelvesQueryVariables>;
export const PartnersNearbyDocument = /*#__PURE__*/ new TypedDocumentString(`
    query PartnersNearby($latitude: String!, $longitude: String!) {
  partnersNearby(latitude: $latitude, longitude: $longitude) {
    id
    slug
    name
    logo
    logo_negative
    colors {
      primary
    }
    address {
      code
      street
      number
      complement
      neighborhood
      city
      state
    }
    latitude
    longitude
    distance
  }
}
    `) as unknown as TypedDocumentString<PartnersNearbyQuery, PartnersNearbyQueryVariables>;
export const NegativeExperienceDocument = /*#__PURE__*/ new TypedDocumentString(`
    query NegativeExperience {
  negativeExperience {
    id
    title
    status
  }
}
    `) as unknown as TypedDocumentString<NegativeExperienceQuery, NegativeExperienceQueryVariables>;
export const LikeDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation Like($slug: String!, $type: String) {
  like(slug: $slug, type: $type)
}
    `) as unknown as TypedDocumentString<LikeMutation, LikeMutationVariables>;
export const FavoritesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Favorites {
  favorites
}
    `) as unknown as TypedDocumentString<FavoritesQuery, FavoritesQueryVariables>;
export const FavoritedCampaignsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query FavoritedCampaigns($asc: String, $desc: String, $page: Int, $limit: Int, $company: Boolean, $favorited: Boolean, $event: String, $exclusive: Boolean) {
  favoritedCampaigns(
    asc: $asc
    desc: $desc
    page: $page
    limit: $limit
    company: $company
    favorited: $favorited
    event: $event
    exclusive: $exclusive
  ) {
    data {
      slug
      name
      value
      title
      symbol
      end_date
      is_highlighted
      is_favorited
      partner {
        slug
        name
        logo
        company_id
        categories {
          id
          slug
          name
        }
      }
    }
    to
    from
    total
    per_page
    current_page
    last_page
  }
}
    `) as unknown as TypedDocumentString<FavoritedCampaignsQuery, FavoritedCampaignsQueryVariables>;
export const FavoriteDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation Favorite($slug: String!, $type: String) {
  favorite(slug: $slug, type: $type)
}
    `) as unknown as TypedDocumentString<FavoriteMutation, FavoriteMutationVariables>;
export const PartnersDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Partners($limit: Int, $page: Int, $is_main: String) {
  partners(limit: $limit, page: $page, is_main: $is_main) {
    data {
      id
      slug
      name
      color
      logo
      logo_negative
      contact {
        phone
      }
      categories {
        id
        slug
        name
      }
      description
      is_exclusive
      colors {
        primary
      }
      company_id
      campaigns {
        id
        name
        slug
        title
        description
        image
        type
        value
        discounted_value
        symbol
        symbol_text_top
        symbol_text_main
        symbol_text_bottom
        end_date
        important
        howtouse
        voucher
        event
        liked_count
        only_cashback
        is_highlighted
        is_exclusive
        is_liked
        is_favorited
        available_vouchers
        max_voucher_per_user
        distance
        tags
        eventData {
          price
          code
          total
          link
          cashback_value
          cashback_symbol
          is_cashback
          payment_methods
          rescue_type
          limit
          min_value
          max_value
          prices_options
          value
        }
        addresses {
          code
          street
          number
          complement
          neighborhood
          city
          state
        }
        partner {
          id
          slug
          name
          color
          logo
          logo_negative
          description
          is_exclusive
          company_id
        }
        created_at
      }
    }
    to
    from
    total
    per_page
    current_page
    last_page
  }
}
    `) as unknown as TypedDocumentString<PartnersQuery, PartnersQueryVariables>;
export const LettersDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Letters($limit: Int, $page: Int, $searchPerk: String) {
  letters(limit: $limit, page: $page, searchPerk: $searchPerk) {
    data {
      id
      link
      user_name
      user_document
      user_number
      user_email
      available
      created_at
      partner {
        id
        slug
        name
        color
        logo
        logo_negative
        contact {
          phone
        }
        categories {
          id
          slug
          name
        }
        description
        is_exclusive
        colors {
          primary
        }
        company_id
        campaigns {
          id
          name
          slug
          title
          description
          image
          type
          value
          discounted_value
          symbol
          symbol_text_top
          symbol_text_main
          symbol_text_bottom
          end_date
          important
          howtouse
          voucher
          event
          liked_count
          only_cashback
          is_highlighted
          is_exclusive
          is_liked
          is_favorited
          available_vouchers
          max_voucher_per_user
          distance
          tags
          created_at
        }
      }
      letter {
        logo
        description
        stamp
        signature_image
        signature_text
      }
    }
    to
    from
    total
    per_page
    current_page
    last_page
  }
}
    `) as unknown as TypedDocumentString<LettersQuery, LettersQueryVariables>;
export const LetterDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Letter($id: ID!) {
  letter(id: $id) {
    id
    link
    user_name
    user_document
    user_number
    user_email
    available
    created_at
    partner {
      id
      slug
      name
      color
      logo
      logo_negative
      contact {
        phone
      }
      categories {
        id
        slug
        name
      }
      description
      is_exclusive
      colors {
        primary
      }
      company_id
      campaigns {
        id
        name
        slug
        title
        description
        image
        type
        value
        discounted_value
        symbol
        symbol_text_top
        symbol_text_main
        symbol_text_bottom
        end_date
        important
        howtouse
        voucher
        event
        liked_count
        only_cashback
        is_highlighted
        is_exclusive
        is_liked
        is_favorited
        available_vouchers
        max_voucher_per_user
        distance
        tags
        eventData {
          price
          code
          total
          link
          cashback_value
          cashback_symbol
          is_cashback
          payment_methods
          rescue_type
          limit
          min_value
          max_value
          prices_options
          value
        }
        addresses {
          code
          street
          number
          complement
          neighborhood
          city
          state
        }
        partner {
          id
          slug
          name
          color
          logo
          logo_negative
          description
          is_exclusive
          company_id
        }
        created_at
      }
    }
    letter {
      logo
      description
      stamp
      signature_image
      signature_text
    }
  }
}
    `) as unknown as TypedDocumentString<LetterQuery, LetterQueryVariables>;
export const VouchersDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Vouchers($limit: Int, $page: Int, $type: String, $searchPerk: String) {
  vouchers(limit: $limit, page: $page, type: $type, searchPerk: $searchPerk) {
    data {
      id
      code
      expire_date
      created_at
      updated_at
      company_user
      link
      available
      campaign {
        title
        description
        value
        symbol
        important
        partner {
          logo
          name
          is_exclusive
        }
      }
    }
    to
    from
    total
    per_page
    current_page
    last_page
  }
}
    `) as unknown as TypedDocumentString<VouchersQuery, VouchersQueryVariables>;
export const VoucherDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Voucher($id: ID!) {
  voucher(id: $id) {
    id
    code
    expire_date
    created_at
    updated_at
    company_user
    link
    available
    campaign {
      title
      description
      value
      symbol
      important
      partner {
        logo
        name
        is_exclusive
        contact {
          phone
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VoucherQuery, VoucherQueryVariables>;
export const TransactionsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Transactions($limit: Int, $page: Int, $desc: Boolean, $searchPerk: String) {
  transactions(limit: $limit, page: $page, desc: $desc, searchPerk: $searchPerk) {
    data {
      id
      type
      value
      status
      quantity
      created_at
      transaction_id
      available
      campaign {
        end_date
        howtouse
        event
        created_at
        partner {
          name
          slug
          logo
        }
      }
      vouchers {
        id
        code
        expire_date
        status
      }
    }
    to
    from
    total
    per_page
    current_page
    last_page
  }
}
    `) as unknown as TypedDocumentString<TransactionsQuery, TransactionsQueryVariables>;
export const GiftCardDocument = /*#__PURE__*/ new TypedDocumentString(`
    query GiftCard($transaction_id: String!) {
  giftCard(transaction_id: $transaction_id) {
    gift_card_code
    gift_card_password
    status
    campaign {
      eventData {
        rescue_type
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GiftCardQuery, GiftCardQueryVariables>;
export const DeleteLetterDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation DeleteLetter($id: ID!) {
  deleteLetter(id: $id) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteLetterMutation, DeleteLetterMutationVariables>;
export const DeleteVoucherDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation DeleteVoucher($id: ID!) {
  deleteVoucher(id: $id) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteVoucherMutation, DeleteVoucherMutationVariables>;
export const CashbackDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Cashback($page: Int, $limit: Int, $asc: String, $desc: String, $status: String, $partners: [String!], $searchPerk: String, $advertiser: String, $between_date: [String!]) {
  cashback(
    page: $page
    limit: $limit
    asc: $asc
    desc: $desc
    status: $status
    partners: $partners
    searchPerk: $searchPerk
    advertiser: $advertiser
    between_date: $between_date
  ) {
    data {
      id
      date
      created_at
      available
      total
      status
      user_comission
      partner {
        name
        logo
      }
      campaign {
        title
      }
    }
    to
    from
    total
    per_page
    current_page
    last_page
  }
}
    `) as unknown as TypedDocumentString<CashbackQuery, CashbackQueryVariables>;