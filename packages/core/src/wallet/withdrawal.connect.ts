import { connectForm, type FormApi, type FormSnapshotLike } from '../forms/form.connect.ts';
import type { FormEvent } from '../forms/form.machine.ts';
import { CASHBACK_MIN_WITHDRAWAL_CENTS } from '../shared/constants.ts';
import { formatBRL } from '../shared/money.rules.ts';
import { normalisePixKey } from './pix.rules.ts';
import type { PixType, WithdrawEndpoint } from './withdraw.schema.ts';
import type { WithdrawalDeps, WithdrawalSent, WithdrawalValues } from './withdrawal.form.ts';
import { canWithdraw, withdrawalOutcomeUnknown } from './withdrawal.rules.ts';

/** Why the member cannot open a withdrawal: under the cashback minimum, or nothing to draw. */
export type WithdrawalBlock = 'belowMinimum' | 'nothingToWithdraw';

/** A Pix withdrawal as any view shows it (SPEC §5, §8). */
export interface WithdrawalApi extends FormApi<WithdrawalValues, WithdrawalSent> {
  /** The dialog's step: the draft, the confirmation (also while it is sent), the outcome. */
  readonly step: 'edit' | 'confirm' | 'done';
  readonly endpoint: WithdrawEndpoint;
  /** Why a withdrawal cannot start now, or null. */
  readonly blocked: WithdrawalBlock | null;
  /** The balance and the cashback minimum, as the member reads them. */
  readonly balanceText: string;
  readonly minimumText: string;
  /** The key as it will be sent (normalised when it is valid, else as typed). */
  readonly keyShown: string;
  readonly valueText: string;
  /** What the balance keeps after this withdrawal. */
  readonly leftText: string;
  /** The last request got no answer: it may have gone through (say so before another). */
  readonly outcomeUnknown: boolean;
  /** After a withdrawal: what went, to which key. */
  readonly sent: { keyShown: string; valueText: string } | null;
  /** Whether another withdrawal is possible after this one. */
  readonly canWithdrawAgain: boolean;
  /** Another key type; a key already checked is checked again as the new type. */
  chooseType(type: PixType): void;
}

/**
 * The withdrawal form's view model: `connectForm` plus what the dialog shows, decided here so
 * that the view only shows it. `balanceCents` is the member's balance now.
 */
export function connectWithdrawal(
  snapshot: FormSnapshotLike<WithdrawalValues, WithdrawalDeps, WithdrawalSent>,
  send: (event: FormEvent) => void,
  balanceCents: number,
): WithdrawalApi {
  const form = connectForm(snapshot, send);
  const { endpoint } = snapshot.context.deps;
  const { pixType, pixKey, valueCents } = form.values;
  const normalised = normalisePixKey(pixType, pixKey);
  const value = valueCents ?? 0;
  const allowed = canWithdraw(balanceCents, endpoint);
  const keyField = form.field('pixKey');
  return {
    ...form,
    step: form.succeeded ? 'done' : form.confirming || form.submitting ? 'confirm' : 'edit',
    endpoint,
    blocked: allowed
      ? null
      : endpoint === 'cashback' && balanceCents > 0
        ? 'belowMinimum'
        : 'nothingToWithdraw',
    balanceText: formatBRL(balanceCents),
    minimumText: formatBRL(CASHBACK_MIN_WITHDRAWAL_CENTS),
    keyShown: normalised.ok ? normalised.key : pixKey,
    valueText: formatBRL(value),
    leftText: formatBRL(Math.max(0, balanceCents - value)),
    outcomeUnknown: withdrawalOutcomeUnknown(form.failure),
    sent: form.result
      ? { keyShown: form.result.key, valueText: formatBRL(form.result.valueCents) }
      : null,
    canWithdrawAgain: allowed,
    // One click, one request: a confirmation while one is sent does nothing.
    confirm: () => {
      if (!form.submitting) form.confirm();
    },
    chooseType: (type) => {
      send({ type: 'CHANGE', field: 'pixType', value: type });
      if (keyField.touched && pixKey !== '') send({ type: 'BLUR', field: 'pixKey' });
    },
  };
}
