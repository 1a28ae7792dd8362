import type { MessageKey } from '../shared/message-keys.ts';
import type { PixType } from './withdraw.schema.ts';

/** DICT's longest e-mail key. */
export const PIX_EMAIL_MAX_LENGTH = 77;

export type PixKeyResult =
  { readonly ok: true; readonly key: string } | { readonly ok: false; readonly error: MessageKey };

/**
 * DICT's e-mail key pattern (lower case), with SPEC §5's dot in the domain: the last group is
 * `+`, so 'ana@clube' is refused as the e-mail fields of the club refuse it.
 */
const DICT_EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** DICT's random key (EVP): a UUID, written in lower case with its four hyphens. */
const DICT_RANDOM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The Brazilian area codes (DDD) in use; a phone key must carry one of them. */
export const BRAZILIAN_AREA_CODES: ReadonlySet<string> = new Set(
  [
    '11-19',
    '21',
    '22',
    '24',
    '27',
    '28',
    '31-35',
    '37',
    '38',
    '41-49',
    '51',
    '53-55',
    '61-69',
    '71',
    '73-75',
    '77',
    '79',
    '81-89',
    '91-99',
  ].flatMap((range) => {
    const [from, to = from] = range.split('-').map(Number) as [number, number?];
    return Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
  }),
);

function emailKey(value: string): PixKeyResult {
  const email = value.toLowerCase();
  return email.length <= PIX_EMAIL_MAX_LENGTH && DICT_EMAIL.test(email)
    ? { ok: true, key: email }
    : { ok: false, error: 'validation.pixEmail' };
}

/**
 * A phone key as DICT writes it: `+55`, the area code and the 9-digit mobile number (Pix phone
 * keys are mobile numbers). Typed with or without +55, spaces, brackets and dashes.
 */
function phoneKey(value: string): PixKeyResult {
  if (/[^\d\s()+.-]/.test(value)) return { ok: false, error: 'validation.pixPhone' };
  let digits = value.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
  else if (value.trim().startsWith('+')) return { ok: false, error: 'validation.pixPhone' };
  const valid =
    digits.length === 11 && BRAZILIAN_AREA_CODES.has(digits.slice(0, 2)) && digits[2] === '9';
  return valid ? { ok: true, key: `+55${digits}` } : { ok: false, error: 'validation.pixPhone' };
}

/** A random key as a UUID; pasted without hyphens (32 hex digits) it is written with them. */
function randomKey(value: string): PixKeyResult {
  let uuid = value.toLowerCase();
  if (/^[0-9a-f]{32}$/.test(uuid)) {
    uuid = [
      uuid.slice(0, 8),
      uuid.slice(8, 12),
      uuid.slice(12, 16),
      uuid.slice(16, 20),
      uuid.slice(20),
    ].join('-');
  }
  return DICT_RANDOM.test(uuid)
    ? { ok: true, key: uuid }
    : { ok: false, error: 'validation.pixRandom' };
}

/**
 * A Pix key by type, checked as DICT (the Central Bank's key directory) defines it and written
 * as it is sent: e-mail in lower case, at most 77 characters; phone as +55, area code and a
 * 9-digit mobile number; random key as a lower-case UUID. Each type has its own message.
 */
export function normalisePixKey(type: PixType, typed: string): PixKeyResult {
  const value = typed.trim();
  if (value === '') return { ok: false, error: 'validation.required' };
  if (type === 'email') return emailKey(value);
  if (type === 'phone') return phoneKey(value);
  return randomKey(value);
}
