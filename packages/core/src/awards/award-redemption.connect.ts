import type { SnapshotFrom } from 'xstate';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import { connectForm, type FieldApi } from '../forms/form.connect.ts';
import type { FormEvent } from '../forms/form.machine.ts';
import type {
  AwardRedemptionFormMachine,
  AwardRedemptionResult,
  AwardRedemptionValues,
} from './award-redemption.form.ts';
import { offerDisplayName } from '../shared/display-name.rules.ts';
import { formatBRL } from '../shared/money.rules.ts';
import { awardChoices, awardOptionsOf } from './award.rules.ts';

/** One amount a member may pick: as read, and whether the balance pays for it. */
export interface AwardChoice {
  readonly value: number;
  readonly valueText: string;
  readonly affordable: boolean;
}

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
  /** What the award is called (its title, else its name, else its slug). */
  readonly title: string;
  /** The amounts to pick among, each with whether the member's balance pays for it. */
  readonly choices: readonly AwardChoice[];
  /** The amount chosen, as read ('R$ 0,00' while none is). */
  readonly chosenText: string;
  /** After a redemption: the amount redeemed, as read. */
  readonly resultText: string | null;
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
  /** The member's awards balance in cents; null while unknown (every amount is offered). */
  balanceCents: number | null = null,
): AwardRedemptionApi {
  const form = connectForm(snapshot, send);
  const { award } = snapshot.context.deps;
  const value = form.field('value');
  const options = awardOptionsOf(award);
  return {
    award,
    options,
    title: offerDisplayName(award),
    choices: awardChoices(options, balanceCents).map((choice) => ({
      ...choice,
      valueText: formatBRL(choice.value),
    })),
    chosenText: formatBRL(value.value ?? 0),
    resultText: form.result ? formatBRL(form.result.value) : null,
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
