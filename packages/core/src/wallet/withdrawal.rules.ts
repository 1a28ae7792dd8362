import { CASHBACK_MIN_WITHDRAWAL_CENTS } from '../shared/constants.ts';
import type { ClubError } from '../shared/club-error.ts';
import type { MessageKey } from '../shared/message-keys.ts';
import { normalisePixKey } from './pix.rules.ts';
import type { PixType, WithdrawEndpoint, WithdrawPayload } from './withdraw.schema.ts';

/**
 * Whether a balance can be withdrawn at all: cashback needs R$ 20 (SPEC §5); award and
 * engagement balances have no minimum, only something to withdraw.
 */
export function canWithdraw(balanceCents: number, endpoint: WithdrawEndpoint): boolean {
  return endpoint === 'cashback' ? balanceCents >= CASHBACK_MIN_WITHDRAWAL_CENTS : balanceCents > 0;
}

export type WithdrawDraftResult =
  | { readonly ok: true; readonly payload: WithdrawPayload }
  | { readonly ok: false; readonly field: 'pixKey' | 'value'; readonly error: MessageKey };

/**
 * Builds the payload: the Pix key by type and the value in cents, within the balance. The
 * R$ 20 minimum is SPEC's for cashback only; award and engagement balances have none.
 */
export function withdrawPayload(draft: {
  endpoint: WithdrawEndpoint;
  pixType: PixType;
  pixKey: string;
  valueCents: number;
  balanceCents: number;
}): WithdrawDraftResult {
  const key = normalisePixKey(draft.pixType, draft.pixKey);
  if (!key.ok) return { ok: false, field: 'pixKey', error: key.error };
  const value = draft.valueCents;
  if (!Number.isInteger(value) || value <= 0) {
    return { ok: false, field: 'value', error: 'validation.required' };
  }
  if (draft.endpoint === 'cashback' && value < CASHBACK_MIN_WITHDRAWAL_CENTS) {
    return { ok: false, field: 'value', error: 'validation.minimumWithdrawal' };
  }
  if (value > draft.balanceCents) {
    return { ok: false, field: 'value', error: 'withdraw.insufficientBalance' };
  }
  if (draft.pixType === 'email')
    return { ok: true, payload: { pix_type: 'email', pix_email: key.key, value } };
  if (draft.pixType === 'phone')
    return { ok: true, payload: { pix_type: 'phone', pix_phone: key.key, value } };
  return { ok: true, payload: { pix_type: 'random', pix_random: key.key, value } };
}

/** The failure text: 'saldo insuficiente' on HTTP 422, else 'tente novamente mais tarde'. */
export function withdrawFailureKeys(error: ClubError): [MessageKey, MessageKey] {
  const reason =
    error.kind === 'server' && error.status === 422
      ? 'withdraw.insufficientBalance'
      : 'withdraw.tryLater';
  return ['withdraw.failureTitle', reason];
}
