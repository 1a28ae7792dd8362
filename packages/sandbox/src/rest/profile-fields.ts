import { isCalendarDate } from '../domain/time.ts';
import { EMAIL } from './route.ts';

/**
 * Profile fields a member may set, each with its check. A Map: the keys come from the client,
 * and `constructor` or `__proto__` must be unknown fields, not Object.prototype's members.
 */
export const PROFILE_FIELDS: ReadonlyMap<string, (value: string) => boolean> = new Map([
  ['name', (v: string) => v.length <= 80],
  ['last_name', (v: string) => v.length <= 120],
  ['email', (v: string) => EMAIL.test(v)],
  ['avatar', (v: string) => v.startsWith('/')],
  ['gender', (v: string) => ['F', 'M', 'O'].includes(v)],
  ['state', (v: string) => /^[A-Z]{2}$/.test(v)],
  ['city', (v: string) => v.length <= 80],
  ['postal_code', (v: string) => /^\d{8}$/.test(v)],
  ['address', (v: string) => v.length <= 160],
  ['address_number', (v: string) => v.length <= 20],
  ['address_complement', (v: string) => v.length <= 80],
  ['birthday', isCalendarDate],
  ['phone', (v: string) => /^\d{10,11}$/.test(v)],
]);

/** Fields whose column refuses other values (a date, a CHECK): checked wherever they are set. */
export const CONSTRAINED_PROFILE_FIELDS = ['birthday', 'gender'] as const;

/** The first constrained field of a profile whose value its column would refuse, if any. */
export function refusedProfileField(profile: Record<string, unknown>): string | null {
  for (const key of CONSTRAINED_PROFILE_FIELDS) {
    const value = profile[key];
    if (typeof value === 'string' && !PROFILE_FIELDS.get(key)!(value)) return key;
  }
  return null;
}
