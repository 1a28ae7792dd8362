import { createForm } from '../forms/form.machine.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { message } from '../shared/message-keys.ts';
import { normalisePixKey } from './pix.rules.ts';
import type { WalletPort } from './wallet.port.ts';
import type { PixType, WithdrawEndpoint } from './withdraw.schema.ts';
import {
  withdrawalOutcomeUnknown,
  withdrawFailureKeys,
  withdrawPayload,
  withdrawValueProblem,
} from './withdrawal.rules.ts';

export type WithdrawalValues = {
  pixType: PixType;
  pixKey: string;
  /** The value in cents, as the money input emits it; null while empty. */
  valueCents: number | null;
};

/** What the form keeps and its rules read. */
export interface WithdrawalDeps {
  endpoint: WithdrawEndpoint;
  /**
   * The balance the value must fit in, in cents: as the form opened, then as `watchBalance`
   * reports it (so a draft after a withdrawal is held to what is left).
   */
  balanceCents: number;
}

/** What the flow supplies: the wallet, the toasts and the member's balance. */
export interface WithdrawalEffects {
  wallet: WalletPort;
  notify: Notify | null;
  /**
   * The balance changed on the server (a withdrawal went through), may have (the request got no
   * answer) or was not what the member saw (422): the host reloads it, to show what is left.
   */
  onBalanceChanged?: () => void;
  /** Calls back with the balance, in cents, whenever it changes; returns how to stop. */
  watchBalance?: (changed: (balanceCents: number) => void) => () => void;
}

/** What a withdrawal that went through sent: the key as sent and the value, in cents. */
export interface WithdrawalSent {
  key: string;
  valueCents: number;
}

export const EMPTY_WITHDRAWAL: WithdrawalValues = {
  pixType: 'email',
  pixKey: '',
  valueCents: null,
};

const draftOf = (values: WithdrawalValues, deps: WithdrawalDeps) =>
  withdrawPayload({
    endpoint: deps.endpoint,
    pixType: values.pixType,
    pixKey: values.pixKey,
    valueCents: values.valueCents ?? 0,
    balanceCents: deps.balanceCents,
  });

/**
 * A Pix withdrawal (SPEC §5, §8) on the one form machine: the key checked by its type, the
 * value in cents within the balance (and at least R$ 20 for cashback), a confirmation step
 * that shows key and value before anything is sent, one request per confirmation, and the
 * member's key and value kept after any failure. No automatic retry: a dropped connection
 * leaves the decision to send again with the member, after the balance is reloaded (the
 * request may have gone through) and the view has said so in the next confirmation.
 */
export const withdrawalForm = createForm<
  WithdrawalValues,
  WithdrawalDeps,
  WithdrawalSent,
  WithdrawalEffects
>({
  id: 'withdrawal',
  required: ['pixKey', 'valueCents'],
  confirm: true,
  resetOnSuccess: true,
  rules: {
    pixKey: (pixKey, values) => {
      const key = normalisePixKey(values.pixType, pixKey);
      return key.ok ? null : key.error;
    },
    // The value's own problems, whatever the key (a bad key is the key field's message).
    valueCents: (value, _values, deps) =>
      withdrawValueProblem(deps.endpoint, value ?? 0, deps.balanceCents),
  },
  watch: (effects, update) =>
    effects.watchBalance?.((balanceCents) => update({ balanceCents })) ?? (() => undefined),
  submit: async ({ values, deps, effects, idempotencyKey, signal }) => {
    const draft = draftOf(values, deps);
    if (!draft.ok) throw { kind: 'malformed', message: draft.error, issues: [draft.error] };
    await effects.wallet.withdraw(
      { endpoint: deps.endpoint, payload: draft.payload },
      idempotencyKey ? { idempotencyKey } : {},
      signal,
    );
    // Said back after the form empties (resetOnSuccess): what went, to which key.
    const key = normalisePixKey(values.pixType, values.pixKey);
    return { key: key.ok ? key.key : values.pixKey, valueCents: draft.payload.value };
  },
  refusal: (error) => {
    const [, reason] = withdrawFailureKeys(error);
    return {
      form: message(
        reason === 'withdraw.insufficientBalance'
          ? 'withdraw.failedInsufficientBalance'
          : 'withdraw.failedTryLater',
      ),
    };
  },
  onSuccess: (_result, _values, _deps, effects) => {
    effects.notify?.({ type: 'success', title: message('withdraw.success') });
    effects.onBalanceChanged?.();
  },
  onFailure: (error, _values, _deps, effects) => {
    const [title, reason] = withdrawFailureKeys(error);
    effects.notify?.({ type: 'error', title: message(title), text: message(reason) });
    // No answer: it may have gone through. 'saldo insuficiente': the balance shown was stale.
    const insufficient = reason === 'withdraw.insufficientBalance';
    if (insufficient || withdrawalOutcomeUnknown(error)) effects.onBalanceChanged?.();
  },
});

export const withdrawalFormMachine = withdrawalForm.machine;

export type WithdrawalFormMachine = typeof withdrawalFormMachine;
