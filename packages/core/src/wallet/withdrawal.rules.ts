import type { CompanyConfig } from '../company/company-config.schema.ts';
import type { User } from '../profile/user.schema.ts';
import { CASHBACK_MIN_WITHDRAWAL_CENTS } from '../shared/constants.ts';
import type { ClubError } from '../shared/club-error.ts';
import type { MessageKey } from '../shared/message-keys.ts';
import { banksOf, type Bank } from './banks.rules.ts';
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
 * What is wrong with a value, whatever the key: none, below the R$ 20 cashback minimum, or
 * more than the balance.
 */
export function withdrawValueProblem(
  endpoint: WithdrawEndpoint,
  valueCents: number,
  balanceCents: number,
): MessageKey | null {
  if (!Number.isInteger(valueCents) || valueCents <= 0) return 'validation.required';
  if (endpoint === 'cashback' && valueCents < CASHBACK_MIN_WITHDRAWAL_CENTS) {
    return 'validation.minimumWithdrawal';
  }
  if (valueCents > balanceCents) return 'withdraw.insufficientBalance';
  return null;
}

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
  const problem = withdrawValueProblem(draft.endpoint, value, draft.balanceCents);
  if (problem) return { ok: false, field: 'value', error: problem };
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

/** The member's balance a withdrawal draws on, in cents (0 while the member is unknown). */
export function balanceOf(
  user: Pick<User, 'cashback' | 'awards_balance' | 'engagement_balance'> | null | undefined,
  endpoint: WithdrawEndpoint,
): number {
  if (!user) return 0;
  if (endpoint === 'cashback') return user.cashback;
  if (endpoint === 'award') return user.awards_balance;
  return user.engagement_balance;
}

type WithdrawalConfig = Pick<
  CompanyConfig,
  | 'permissions'
  | 'withdraw_award'
  | 'withdraw_engagement'
  | 'allowed_banks'
  | 'block_banks_at_cashback'
>;

/**
 * Whether the company lets its members withdraw a balance by Pix (SPEC §6 and the config
 * flags): cashback with the cashback_tab permission, the awards balance with awards and
 * withdraw_award, the engagement balance with engagement and withdraw_engagement.
 */
export function withdrawalAllowed(
  config: WithdrawalConfig | null | undefined,
  endpoint: WithdrawEndpoint,
): boolean {
  if (!config) return false;
  const has = (permission: string): boolean => config.permissions.includes(permission);
  if (endpoint === 'cashback') return has('cashback_tab');
  if (endpoint === 'award') return has('awards') && config.withdraw_award;
  return has('engagement') && config.withdraw_engagement;
}

/**
 * The banks a withdrawal may go to, or none when any bank will do: `allowed_banks` holds for
 * award and engagement withdrawals, and for cashback only with `block_banks_at_cashback`.
 */
export function withdrawalBanks(
  config: WithdrawalConfig | null | undefined,
  endpoint: WithdrawEndpoint,
): Bank[] {
  if (!config || !withdrawalAllowed(config, endpoint)) return [];
  if (endpoint === 'cashback' && !config.block_banks_at_cashback) return [];
  return banksOf(config.allowed_banks);
}

/**
 * Whether a failed withdrawal may still have reached the server: no answer came (a dropped
 * connection, a time-out), so the member checks the balance before sending it again.
 */
export function withdrawalOutcomeUnknown(failure: ClubError | null | undefined): boolean {
  return failure?.kind === 'network' || failure?.kind === 'timeout';
}
