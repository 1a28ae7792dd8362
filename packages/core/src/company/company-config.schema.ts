import * as z from 'zod/mini';
import { DEFAULT_COLORS } from '../shared/constants.ts';
import { flag, optionalText, textList } from '../shared/schema-fields.ts';

const colour = (fallback: string) =>
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) => (value && value.trim() !== '' ? value : fallback)),
  );

export const companyColorsSchema = z.pipe(
  z.optional(
    z.nullable(
      z.object({
        primary: colour(DEFAULT_COLORS.primary),
        secondary: colour(DEFAULT_COLORS.secondary),
        tertiary: colour(DEFAULT_COLORS.tertiary),
      }),
    ),
  ),
  z.transform((value) => value ?? { ...DEFAULT_COLORS }),
);

/** The texts and images of the sign-in screen (SPEC §3, "sign-in content"). */
export const signInContentSchema = z.object({
  background: optionalText,
  signInLogo: optionalText,
  partners: z.pipe(
    z.optional(z.nullable(z.object({ name: optionalText, logo: optionalText }))),
    z.transform((value) => value ?? { name: null, logo: null }),
  ),
  mainButton: optionalText,
  mainButtonText: optionalText,
  mainText: optionalText,
  divisors: flag,
  or: optionalText,
  secondaryButton: optionalText,
  forgotPassword: optionalText,
  negativeFeedback: optionalText,
});

export const companyConfigSchema = z.object({
  title: z.string(),
  slug: z.string(),
  favicon: optionalText,
  logo: optionalText,
  mobile_logo: optionalText,
  logo_no_width: flag,
  support_link: optionalText,
  custom_script: optionalText,
  url: optionalText,
  intro: optionalText,
  email: optionalText,
  has_api_access: flag,
  has_initial_page: flag,
  has_geolocation_access: flag,
  has_restrict_access: flag,
  main_category: optionalText,
  save_users_email: flag,
  email_after_activation: flag,
  generic_app: flag,
  has_request_partners: flag,
  marketplace_client_url: optionalText,
  open_in_self_tab: flag,
  allowed_banks: textList,
  block_banks_at_cashback: flag,
  withdraw_award: flag,
  withdraw_engagement: flag,
  logout: flag,
  logout_url: optionalText,
  brands: textList,
  permissions: textList,
  colors: companyColorsSchema,
  /**
   * The developer-credit flag. SPEC names no field; ours is `show_developer_credit`, and a
   * company that sends nothing shows the credit (it is hidden only when the flag is false).
   */
  show_developer_credit: z.pipe(
    z.optional(z.nullable(z.boolean())),
    z.transform((value) => value ?? true),
  ),
  sign_in: z.pipe(
    z.optional(z.nullable(signInContentSchema)),
    z.transform((value) => value ?? null),
  ),
});

export type CompanyConfig = z.output<typeof companyConfigSchema>;
export type CompanyColors = CompanyConfig['colors'];
export type SignInContent = z.output<typeof signInContentSchema>;
