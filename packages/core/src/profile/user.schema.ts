import * as z from 'zod/mini';
import { cents, flag, identifier, optionalText } from '../shared/schema-fields.ts';

/** The member (SPEC §3 "User"). Balances are whole cents. */
export const userSchema = z.object({
  id: z.pipe(identifier, z.transform(String)),
  name: optionalText,
  last_name: optionalText,
  email: optionalText,
  avatar: optionalText,
  document: optionalText,
  gender: optionalText,
  state: optionalText,
  city: optionalText,
  postal_code: optionalText,
  address: optionalText,
  address_number: optionalText,
  address_complement: optionalText,
  birthday: optionalText,
  phone: optionalText,
  news: flag,
  has_password: flag,
  vidalink_expire_date: optionalText,
  cashback: cents,
  cashback_total: cents,
  awards_balance: cents,
  engagement_balance: cents,
});

export type User = z.output<typeof userSchema>;

/** What the profile menu shows for a member: the name, or the document when there is none. */
export function memberDisplayName(user: Pick<User, 'name' | 'last_name' | 'document'>): string {
  const name = [user.name, user.last_name].filter((part) => part && part.trim()).join(' ');
  return name || user.document || '';
}
