import { createFormMachine } from '../forms/form.machine.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { message } from '../shared/message-keys.ts';
import { normalisePixKey } from './pix.rules.ts';
import type { WalletPort } from './wallet.port.ts';
import type { PixType, WithdrawEndpoint } from './withdraw.schema.ts';
import { withdrawFailureKeys, withdrawPayload } from './withdrawal.rules.ts';

export type WithdrawalValues = {
  pixType: PixType;
  pixKey: string;
  /** The value in cents, as the money input emits it; null while empty. */
  valueCents: number | null;
};

export interface WithdrawalDeps {
  wallet: WalletPort;
  endpoint: WithdrawEndpoint;
  balanceCents: number;
  notify: Notify | null;
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
 * leaves the decision to send again with the member.
 */
export const withdrawalFormMachine = createFormMachine<WithdrawalValues, WithdrawalDeps, void>({
  id: 'withdrawal',
  required: ['pixKey', 'valueCents'],
  confirm: true,
  resetOnSuccess: true,
  rules: {
    pixKey: (pixKey, values) => {
      const key = normalisePixKey(values.pixType, pixKey);
      return key.ok ? null : key.error;
    },
    valueCents: (_value, values, deps) => {
      const draft = draftOf(values, deps);
      // A bad key is the key field's message; here only the value's own problems.
      if (draft.ok || draft.field !== 'value') return null;
      return draft.error;
    },
  },
  submit: async ({ values, deps }) => {
    const draft = draftOf(values, deps);
    if (!draft.ok) throw { kind: 'malformed', message: draft.error, issues: [draft.error] };
    await deps.wallet.withdraw({ endpoint: deps.endpoint, payload: draft.payload });
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
  onSuccess: (_result, _values, deps) =>
    deps.notify?.({ type: 'success', title: message('withdraw.success') }),
  onFailure: (error, _values, deps) => {
    const [title, reason] = withdrawFailureKeys(error);
    deps.notify?.({ type: 'error', title: message(title), text: message(reason) });
  },
});

export type WithdrawalFormMachine = typeof withdrawalFormMachine;
