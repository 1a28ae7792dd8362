import type { AnyActorRef } from 'xstate';
import { connectForm, type FieldApi, type FormApi } from '../forms/form.connect.ts';
import type { FormEvent } from '../forms/form.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
import { CARD_BRANDS } from '../shared/constants.ts';
import { isTooManyAttempts } from '../shared/error-catalogue.ts';
import { message, type Message } from '../shared/message-keys.ts';
import { formatBRL } from '../shared/money.rules.ts';
import type { StepperBounds } from '../shared/number-stepper.rules.ts';
import type { CardValues } from './card.form.ts';
import { cardBrandOf, type CardBrand } from './card.rules.ts';
import type { PaymentDeps, PaymentValues } from './payment.form.ts';
import type { FormView, PaymentContext, PaymentEvent } from './payment.machine.ts';
import { formatCardNumberInput, paymentTotal, type PaymentMethod } from './payment.rules.ts';

/** Why the member cannot pay now: the campaign has no price, or a payment is on its way. */
export type PaymentBlock = 'noPrice' | 'sending';

/** The card section of a card payment. */
export interface PaymentCardApi {
  /** Shown for a card payment only. */
  readonly needed: boolean;
  readonly step: 'typing' | 'adding' | 'added';
  /** The number field: what is typed is kept as digits in groups of four. */
  readonly number: FieldApi<CardValues, 'cardNumber'>;
  /** The brand of the number typed so far (SPEC §9), if it is known. */
  readonly typedBrand: CardBrand | null;
  /** The card the provider accepted: its brand (when known) and last digits. */
  readonly added: { brand: CardBrand | null; last: string } | null;
  /** Why the provider did not accept the card. */
  readonly error: Message | null;
  /** The payment needs a card and none was added (after a pay attempt). */
  readonly missing: Message | null;
  add(): void;
  /** Drops the card added, to type another. */
  change(): void;
}

/** A payment campaign's payment panel as any view uses it. */
export interface PaymentApi {
  readonly step: 'choosing' | 'paying' | 'paid';
  /** Why paying is not possible now, or null. */
  readonly blocked: PaymentBlock | null;
  /** The choice: price, quantity and method fields. */
  readonly form: FormApi<PaymentValues, PaymentValues>;
  readonly options: readonly number[];
  /** The methods to choose from; empty when the campaign takes only one. */
  readonly methodChoices: readonly PaymentMethod[];
  readonly method: PaymentMethod;
  readonly quantity: StepperBounds;
  /** The price picked times the quantity, in cents, and as the member reads it. */
  readonly total: number;
  readonly totalText: string;
  /** Why the last attempt failed; the choice is kept. */
  readonly error: Message | null;
  /** After a payment: the server's message, if it sent one. */
  readonly resultMessage: string | null;
  /** The way forward after a payment: the member's purchases. */
  readonly next: 'purchases' | null;
  readonly card: PaymentCardApi;
  pay(): void;
  payAgain(): void;
}

/** What connectPayment reads of the payment machine's snapshot. */
export interface PaymentSnapshotLike {
  readonly context: PaymentContext;
  readonly value: unknown;
  readonly children: Record<string, AnyActorRef | undefined>;
}

/** A child form: its last snapshot as the task keeps it (else the child's own) and its send. */
function childForm<V extends Record<string, unknown>>(
  kept: FormView<V> | null,
  actor: AnyActorRef | undefined,
): { snapshot: FormView<V>; send: (event: FormEvent) => void } {
  if (!actor) throw new Error('connectPayment: the payment task is not running');
  return {
    snapshot: kept ?? (actor.getSnapshot() as FormView<V>),
    send: (event) => actor.send(event),
  };
}

/** How a failure reads: too many attempts in the member's language, else the server's words. */
export function failureMessage(failure: ClubError | null): Message | null {
  if (!failure) return null;
  if (isTooManyAttempts(failure)) return message('errors.tooManyAttempts');
  const text = failure.message.trim();
  return text ? message('errors.server', { message: text }) : message('validation.generic');
}

const isBrand = (name: string | null | undefined): name is CardBrand =>
  typeof name === 'string' && (CARD_BRANDS as readonly string[]).includes(name);

export function connectPayment(
  snapshot: PaymentSnapshotLike,
  send: (event: PaymentEvent) => void,
): PaymentApi {
  const { terms, card, cardFailure, failure, result } = snapshot.context;
  const state = snapshot.value as {
    cardEntry: PaymentCardApi['step'];
    payment: 'choosing' | 'keying' | 'paying' | 'paid';
  };
  const { forms } = snapshot.context;
  const formChild = childForm(forms.form, snapshot.children.form);
  const cardChild = childForm(forms.card, snapshot.children.card);
  const form = connectForm<PaymentValues, PaymentDeps, PaymentValues>(
    formChild.snapshot as never,
    formChild.send,
  );
  const cardForm = connectForm<CardValues, unknown, CardValues>(
    cardChild.snapshot as never,
    cardChild.send,
  );
  const step =
    state.payment === 'paid' ? 'paid' : state.payment === 'choosing' ? 'choosing' : 'paying';
  const { values } = form;
  const total = paymentTotal(values.price, values.quantity);
  const number = cardForm.field('cardNumber');
  return {
    step,
    blocked: terms.options.length === 0 ? 'noPrice' : step === 'paying' ? 'sending' : null,
    form,
    options: terms.options,
    methodChoices: terms.methods.length > 1 ? terms.methods : [],
    method: values.method,
    quantity: terms.quantity,
    total,
    totalText: formatBRL(total),
    error: failureMessage(failure),
    resultMessage: result?.message ?? null,
    next: step === 'paid' ? 'purchases' : null,
    card: {
      needed: values.method === 'credit_card',
      step: state.cardEntry,
      number: { ...number, change: (typed) => number.change(formatCardNumberInput(typed)) },
      typedBrand: cardBrandOf(cardForm.values.cardNumber),
      added: card
        ? { brand: isBrand(card.brand) ? card.brand : null, last: card.last_digits ?? '' }
        : null,
      error: failureMessage(cardFailure),
      missing: form.field('cardId').error,
      add: () => send({ type: 'ADD_CARD' }),
      change: () => send({ type: 'CHANGE_CARD' }),
    },
    pay: () => send({ type: 'PAY' }),
    payAgain: () => send({ type: 'PAY_AGAIN' }),
  };
}
