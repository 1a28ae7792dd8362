/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment CompanyConfigFields on CompanyConfig {\n  title\n  slug\n  favicon\n  logo\n  mobile_logo\n  logo_no_width\n  support_link\n  custom_script\n  url\n  intro\n  email\n  has_api_access\n  has_initial_page\n  has_geolocation_access\n  has_restrict_access\n  main_category\n  save_users_email\n  email_after_activation\n  generic_app\n  has_request_partners\n  marketplace_client_url\n  open_in_self_tab\n  allowed_banks\n  block_banks_at_cashback\n  withdraw_award\n  withdraw_engagement\n  logout\n  logout_url\n  brands\n  permissions\n  show_developer_credit\n  colors {\n    primary\n    secondary\n    tertiary\n  }\n  sign_in {\n    background\n    signInLogo\n    partners {\n      name\n      logo\n    }\n    mainButton\n    mainButtonText\n    mainText\n    divisors\n    or\n    secondaryButton\n    forgotPassword\n    negativeFeedback\n  }\n}\n\nquery Config {\n  config {\n    ...CompanyConfigFields\n  }\n}\n\nquery PublicConfig($company: String) {\n  publicConfig(company: $company) {\n    ...CompanyConfigFields\n  }\n}": typeof types.CompanyConfigFieldsFragmentDoc,
    "query User {\n  user {\n    id\n    name\n    last_name\n    email\n    avatar\n    document\n    gender\n    state\n    city\n    postal_code\n    address\n    address_number\n    address_complement\n    birthday\n    phone\n    news\n    has_password\n    vidalink_expire_date\n    cashback\n    cashback_total\n    awards_balance\n    engagement_balance\n  }\n}": typeof types.UserDocument,
};
const documents: Documents = {
    "fragment CompanyConfigFields on CompanyConfig {\n  title\n  slug\n  favicon\n  logo\n  mobile_logo\n  logo_no_width\n  support_link\n  custom_script\n  url\n  intro\n  email\n  has_api_access\n  has_initial_page\n  has_geolocation_access\n  has_restrict_access\n  main_category\n  save_users_email\n  email_after_activation\n  generic_app\n  has_request_partners\n  marketplace_client_url\n  open_in_self_tab\n  allowed_banks\n  block_banks_at_cashback\n  withdraw_award\n  withdraw_engagement\n  logout\n  logout_url\n  brands\n  permissions\n  show_developer_credit\n  colors {\n    primary\n    secondary\n    tertiary\n  }\n  sign_in {\n    background\n    signInLogo\n    partners {\n      name\n      logo\n    }\n    mainButton\n    mainButtonText\n    mainText\n    divisors\n    or\n    secondaryButton\n    forgotPassword\n    negativeFeedback\n  }\n}\n\nquery Config {\n  config {\n    ...CompanyConfigFields\n  }\n}\n\nquery PublicConfig($company: String) {\n  publicConfig(company: $company) {\n    ...CompanyConfigFields\n  }\n}": types.CompanyConfigFieldsFragmentDoc,
    "query User {\n  user {\n    id\n    name\n    last_name\n    email\n    avatar\n    document\n    gender\n    state\n    city\n    postal_code\n    address\n    address_number\n    address_complement\n    birthday\n    phone\n    news\n    has_password\n    vidalink_expire_date\n    cashback\n    cashback_total\n    awards_balance\n    engagement_balance\n  }\n}": types.UserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CompanyConfigFields on CompanyConfig {\n  title\n  slug\n  favicon\n  logo\n  mobile_logo\n  logo_no_width\n  support_link\n  custom_script\n  url\n  intro\n  email\n  has_api_access\n  has_initial_page\n  has_geolocation_access\n  has_restrict_access\n  main_category\n  save_users_email\n  email_after_activation\n  generic_app\n  has_request_partners\n  marketplace_client_url\n  open_in_self_tab\n  allowed_banks\n  block_banks_at_cashback\n  withdraw_award\n  withdraw_engagement\n  logout\n  logout_url\n  brands\n  permissions\n  show_developer_credit\n  colors {\n    primary\n    secondary\n    tertiary\n  }\n  sign_in {\n    background\n    signInLogo\n    partners {\n      name\n      logo\n    }\n    mainButton\n    mainButtonText\n    mainText\n    divisors\n    or\n    secondaryButton\n    forgotPassword\n    negativeFeedback\n  }\n}\n\nquery Config {\n  config {\n    ...CompanyConfigFields\n  }\n}\n\nquery PublicConfig($company: String) {\n  publicConfig(company: $company) {\n    ...CompanyConfigFields\n  }\n}"): typeof import('./graphql').CompanyConfigFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query User {\n  user {\n    id\n    name\n    last_name\n    email\n    avatar\n    document\n    gender\n    state\n    city\n    postal_code\n    address\n    address_number\n    address_complement\n    birthday\n    phone\n    news\n    has_password\n    vidalink_expire_date\n    cashback\n    cashback_total\n    awards_balance\n    engagement_balance\n  }\n}"): typeof import('./graphql').UserDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
