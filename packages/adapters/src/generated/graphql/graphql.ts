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

/** Theme colours as CSS hex colours (#RRGGBB). */
export type Colors = {
  __typename?: 'Colors';
  primary: Scalars['String']['output'];
  secondary: Scalars['String']['output'];
  tertiary: Scalars['String']['output'];
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

export type Query = {
  __typename?: 'Query';
  /**
   * Configuration of the company of the signed-in member (the `company` claim of the token).
   * Requires a member token.
   */
  config: CompanyConfig;
  /**
   * Configuration of a company before sign-in (branding of the sign-in pages). No token needed.
   * `company` is the company slug; when absent, the default company (the first one registered)
   * is answered. An unknown slug fails with the error "Empresa não encontrada"
   * (extensions.code "COMPANY_NOT_FOUND").
   */
  publicConfig: CompanyConfig;
  /** The signed-in member. Requires a member token. */
  user: User;
};


export type QueryPublicConfigArgs = {
  company?: InputMaybe<Scalars['String']['input']>;
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

export type CompanyConfigFieldsFragment = { __typename?: 'CompanyConfig', title: string, slug: string, favicon?: string | null, logo?: string | null, mobile_logo?: string | null, logo_no_width: boolean, support_link?: string | null, custom_script?: string | null, url?: string | null, intro?: string | null, email?: string | null, has_api_access: boolean, has_initial_page: boolean, has_geolocation_access: boolean, has_restrict_access: boolean, main_category?: string | null, save_users_email: boolean, email_after_activation: boolean, generic_app: boolean, has_request_partners: boolean, marketplace_client_url?: string | null, open_in_self_tab: boolean, allowed_banks: Array<string>, block_banks_at_cashback: boolean, withdraw_award: boolean, withdraw_engagement: boolean, logout: boolean, logout_url?: string | null, brands: Array<string>, permissions: Array<string>, show_developer_credit: boolean, colors: { __typename?: 'Colors', primary: string, secondary: string, tertiary: string }, sign_in?: { __typename?: 'SignInContent', background?: string | null, signInLogo?: string | null, mainButton?: string | null, mainButtonText?: string | null, mainText?: string | null, divisors: boolean, or?: string | null, secondaryButton?: string | null, forgotPassword?: string | null, negativeFeedback?: string | null, partners?: { __typename?: 'SignInPartners', name?: string | null, logo?: string | null } | null } | null };

export type ConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigQuery = { __typename?: 'Query', config: { __typename?: 'CompanyConfig', title: string, slug: string, favicon?: string | null, logo?: string | null, mobile_logo?: string | null, logo_no_width: boolean, support_link?: string | null, custom_script?: string | null, url?: string | null, intro?: string | null, email?: string | null, has_api_access: boolean, has_initial_page: boolean, has_geolocation_access: boolean, has_restrict_access: boolean, main_category?: string | null, save_users_email: boolean, email_after_activation: boolean, generic_app: boolean, has_request_partners: boolean, marketplace_client_url?: string | null, open_in_self_tab: boolean, allowed_banks: Array<string>, block_banks_at_cashback: boolean, withdraw_award: boolean, withdraw_engagement: boolean, logout: boolean, logout_url?: string | null, brands: Array<string>, permissions: Array<string>, show_developer_credit: boolean, colors: { __typename?: 'Colors', primary: string, secondary: string, tertiary: string }, sign_in?: { __typename?: 'SignInContent', background?: string | null, signInLogo?: string | null, mainButton?: string | null, mainButtonText?: string | null, mainText?: string | null, divisors: boolean, or?: string | null, secondaryButton?: string | null, forgotPassword?: string | null, negativeFeedback?: string | null, partners?: { __typename?: 'SignInPartners', name?: string | null, logo?: string | null } | null } | null } };

export type PublicConfigQueryVariables = Exact<{
  company?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublicConfigQuery = { __typename?: 'Query', publicConfig: { __typename?: 'CompanyConfig', title: string, slug: string, favicon?: string | null, logo?: string | null, mobile_logo?: string | null, logo_no_width: boolean, support_link?: string | null, custom_script?: string | null, url?: string | null, intro?: string | null, email?: string | null, has_api_access: boolean, has_initial_page: boolean, has_geolocation_access: boolean, has_restrict_access: boolean, main_category?: string | null, save_users_email: boolean, email_after_activation: boolean, generic_app: boolean, has_request_partners: boolean, marketplace_client_url?: string | null, open_in_self_tab: boolean, allowed_banks: Array<string>, block_banks_at_cashback: boolean, withdraw_award: boolean, withdraw_engagement: boolean, logout: boolean, logout_url?: string | null, brands: Array<string>, permissions: Array<string>, show_developer_credit: boolean, colors: { __typename?: 'Colors', primary: string, secondary: string, tertiary: string }, sign_in?: { __typename?: 'SignInContent', background?: string | null, signInLogo?: string | null, mainButton?: string | null, mainButtonText?: string | null, mainText?: string | null, divisors: boolean, or?: string | null, secondaryButton?: string | null, forgotPassword?: string | null, negativeFeedback?: string | null, partners?: { __typename?: 'SignInPartners', name?: string | null, logo?: string | null } | null } | null } };

export type UserQueryVariables = Exact<{ [key: string]: never; }>;


export type UserQuery = { __typename?: 'Query', user: { __typename?: 'User', id: string, name: string, last_name?: string | null, email?: string | null, avatar?: string | null, document: string, gender?: string | null, state?: string | null, city?: string | null, postal_code?: string | null, address?: string | null, address_number?: string | null, address_complement?: string | null, birthday?: string | null, phone?: string | null, news?: boolean | null, has_password: boolean, vidalink_expire_date?: string | null, cashback: number, cashback_total: number, awards_balance: number, engagement_balance: number } };

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
export const CompanyConfigFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanyConfigFields on CompanyConfig {
  title
  slug
  favicon
  logo
  mobile_logo
  logo_no_width
  support_link
  custom_script
  url
  intro
  email
  has_api_access
  has_initial_page
  has_geolocation_access
  has_restrict_access
  main_category
  save_users_email
  email_after_activation
  generic_app
  has_request_partners
  marketplace_client_url
  open_in_self_tab
  allowed_banks
  block_banks_at_cashback
  withdraw_award
  withdraw_engagement
  logout
  logout_url
  brands
  permissions
  show_developer_credit
  colors {
    primary
    secondary
    tertiary
  }
  sign_in {
    background
    signInLogo
    partners {
      name
      logo
    }
    mainButton
    mainButtonText
    mainText
    divisors
    or
    secondaryButton
    forgotPassword
    negativeFeedback
  }
}
    `, {"fragmentName":"CompanyConfigFields"}) as unknown as TypedDocumentString<CompanyConfigFieldsFragment, unknown>;
export const ConfigDocument = new TypedDocumentString(`
    query Config {
  config {
    ...CompanyConfigFields
  }
}
    fragment CompanyConfigFields on CompanyConfig {
  title
  slug
  favicon
  logo
  mobile_logo
  logo_no_width
  support_link
  custom_script
  url
  intro
  email
  has_api_access
  has_initial_page
  has_geolocation_access
  has_restrict_access
  main_category
  save_users_email
  email_after_activation
  generic_app
  has_request_partners
  marketplace_client_url
  open_in_self_tab
  allowed_banks
  block_banks_at_cashback
  withdraw_award
  withdraw_engagement
  logout
  logout_url
  brands
  permissions
  show_developer_credit
  colors {
    primary
    secondary
    tertiary
  }
  sign_in {
    background
    signInLogo
    partners {
      name
      logo
    }
    mainButton
    mainButtonText
    mainText
    divisors
    or
    secondaryButton
    forgotPassword
    negativeFeedback
  }
}`) as unknown as TypedDocumentString<ConfigQuery, ConfigQueryVariables>;
export const PublicConfigDocument = new TypedDocumentString(`
    query PublicConfig($company: String) {
  publicConfig(company: $company) {
    ...CompanyConfigFields
  }
}
    fragment CompanyConfigFields on CompanyConfig {
  title
  slug
  favicon
  logo
  mobile_logo
  logo_no_width
  support_link
  custom_script
  url
  intro
  email
  has_api_access
  has_initial_page
  has_geolocation_access
  has_restrict_access
  main_category
  save_users_email
  email_after_activation
  generic_app
  has_request_partners
  marketplace_client_url
  open_in_self_tab
  allowed_banks
  block_banks_at_cashback
  withdraw_award
  withdraw_engagement
  logout
  logout_url
  brands
  permissions
  show_developer_credit
  colors {
    primary
    secondary
    tertiary
  }
  sign_in {
    background
    signInLogo
    partners {
      name
      logo
    }
    mainButton
    mainButtonText
    mainText
    divisors
    or
    secondaryButton
    forgotPassword
    negativeFeedback
  }
}`) as unknown as TypedDocumentString<PublicConfigQuery, PublicConfigQueryVariables>;
export const UserDocument = new TypedDocumentString(`
    query User {
  user {
    id
    name
    last_name
    email
    avatar
    document
    gender
    state
    city
    postal_code
    address
    address_number
    address_complement
    birthday
    phone
    news
    has_password
    vidalink_expire_date
    cashback
    cashback_total
    awards_balance
    engagement_balance
  }
}
    `) as unknown as TypedDocumentString<UserQuery, UserQueryVariables>;