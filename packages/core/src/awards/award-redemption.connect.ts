import type { SnapshotFrom } from 'xstate';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import { connectForm, type FieldApi } from '../forms/form.connect.ts';
import type { FormEvent } from '../forms/form.machine.ts';
import type {
  AwardRedemptionFormMachine,
  AwardRedemptionResult,
  AwardRedemptionValues,
} from './award-redemption.form.ts';
import { awardOptionsOf } from './award.rules.ts';

/** An award's redemption as any view uses it: the amounts, the chosen one, the steps. */
export interface AwardRedemptionApi {
  readonly award: Campaign;
  /** The amounts (cents) the award offers, ascending. */
  readonly options: readonly number[];
  /** The chosen amount, its message (not an option, more than the balance) and its events. */
  readonly value: FieldApi<AwardRedemptionValues, 'value'>;
  readonly confirming: boolean;
  readonly redeeming: boolean;
  readonly redeemed: boolean;
  readonly result: AwardRedemptionResult | null;
  choose(value: number): void;
  /** Asks for the confirmation of the chosen amount. */
  redeem(): void;
  confirm(): void;
  cancel(): void;
  /** After a redemption: choose again, from no amount. */
  again(): void;
}

export function connectAwardRedemption(
  snapshot: SnapshotFrom<AwardRedemptionFormMachine>,
  send: (event: FormEvent) => void,
): AwardRedemptionApi {
  const form = connectForm(snapshot, send);
  const { award } = snapshot.context.deps;
  const value = form.field('value');
  return {
    award,
    options: awardOptionsOf(award),
    value,
    confirming: form.confirming,
    redeeming: form.submitting,
    redeemed: form.succeeded,
    result: form.result,
    choose: (amount) => {
      value.change(amount);
      // A choice is complete at once: it is checked as a field that was left.
      send({ type: 'BLUR', field: 'value' });
    },
    redeem: form.submit,
    confirm: form.confirm,
    cancel: form.cancel,
    again: form.reset,
  };
}
