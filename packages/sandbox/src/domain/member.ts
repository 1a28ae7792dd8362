/** A member as the GraphQL type User (club.graphql) shows it. */
export interface MemberProfile {
  id: string;
  name: string;
  last_name: string | null;
  email: string | null;
  avatar: string | null;
  document: string;
  gender: 'F' | 'M' | 'O' | null;
  state: string | null;
  city: string | null;
  postal_code: string | null;
  address: string | null;
  address_number: string | null;
  address_complement: string | null;
  /** YYYY-MM-DD */
  birthday: string | null;
  phone: string | null;
  news: boolean | null;
  has_password: boolean;
  /** YYYY-MM-DD */
  vidalink_expire_date: string | null;
  /** All amounts in cents. */
  cashback: number;
  cashback_total: number;
  awards_balance: number;
  engagement_balance: number;
}

/** What sign-in needs to know about a member at one company. */
export interface MemberAccount {
  id: string;
  companySlug: string;
  document: string;
  fullName: string;
  passwordHash: string | null;
  activated: boolean;
  blocked: boolean;
  /** Goes into the token: a password change or reset bumps it (older tokens stop working). */
  tokenVersion: number;
}
