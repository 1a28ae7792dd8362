import type { MessageKey } from '../shared/message-keys.ts';
import { isValidEmail } from '../shared/validation.rules.ts';
import type { PixType } from './withdraw.schema.ts';

export const PIX_EMAIL_MAX_LENGTH = 77;

export type PixKeyResult =
  { readonly ok: true; readonly key: string } | { readonly ok: false; readonly error: MessageKey };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A Pix key by type, as it is sent: e-mail lower-cased and at most 77 characters; phone as
 * +55 with the two-digit area code and 8 or 9 digits; random key as a UUID (lower-cased).
 */
export function normalisePixKey(type: PixType, typed: string): PixKeyResult {
  const value = typed.trim();
  if (value === '') return { ok: false, error: 'validation.required' };
  if (type === 'email') {
    const email = value.toLowerCase();
    return email.length <= PIX_EMAIL_MAX_LENGTH && isValidEmail(email)
      ? { ok: true, key: email }
      : { ok: false, error: 'validation.email' };
  }
  if (type === 'phone') {
    let digits = value.replace(/\D/g, '');
    if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) {
      digits = digits.slice(2);
    }
    const valid = /^[1-9]{2}9?\d{8}$/.test(digits) && (digits.length === 10 || digits[2] === '9');
    return valid ? { ok: true, key: `+55${digits}` } : { ok: false, error: 'validation.pixKey' };
  }
  const uuid = value.toLowerCase();
  return UUID.test(uuid) ? { ok: true, key: uuid } : { ok: false, error: 'validation.pixKey' };
}
