import { assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { CampaignEventRequest, CampaignEventResult } from '../campaigns/campaigns.port.ts';
import type { FormContext } from '../forms/form.machine.ts';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { cardFormMachine, type CardValues } from './card.form.ts';
import { cardDigits } from './card.rules.ts';
import type { PaymentCard } from '../campaigns/payment-card.schema.ts';
import { paymentFormMachine, type PaymentDeps, type PaymentValues } from './payment.form.ts';
import { paymentRequestOf } from './payment.rules.ts';

/** What the campaign allows (data only) and the card provider's name. */
export interface PaymentTerms extends PaymentDeps {
  /** The card payment provider (lower case, as the card path wants it). */
  provider: string;
}

export interface PaymentInput {
  terms: PaymentTerms;
  /** The choice the form starts with (a campaign with one price starts with it picked). */
  values: PaymentValues;
}

export interface PaymentContext {
  terms: PaymentTerms;
  values: PaymentValues;
  /** The card the provider accepted; the payment sends its id. */
  card: PaymentCard | null;
  /** Why the provider did not accept the card typed. */
  cardFailure: ClubError | null;
  /** The choice being sent (or last sent). */
  sending: PaymentValues | null;
  /**
   * The confirmation's `Idempotency-Key` and the choice it names: kept after a failure whose
   * outcome is unknown (a dropped connection, a timeout, a 5xx, an unreadable answer), so that
   * sending the same choice again is a retry the server recognises; dropped after a success or
   * a refusal (4xx). Another choice gets a new key.
   */
  attemptKey: string | null;
  keyFor: PaymentValues | null;
  failure: ClubError | null;
  result: CampaignEventResult | null;
  /**
   * The forms' last snapshots (their contexts are data only): a change in a form is a change of
   * this task, so one snapshot of it is all a view reads.
   */
  forms: {
    form: FormView<PaymentValues> | null;
    card: FormView<CardValues> | null;
  };
}

/** A child form as a view reads it: its state and context. */
export interface FormView<V extends Record<string, unknown>> {
  value: string;
  context: FormContext<V, unknown, unknown>;
}

export type PaymentEvent =
  /** The member asks to pay: the form checks the choice, then the payment is sent once. */
  | { type: 'PAY' }
  /** Adds the card typed in the card form. */
  | { type: 'ADD_CARD' }
  /** Drops the card added: the member types another. */
  | { type: 'CHANGE_CARD' }
  /** After a payment, a new one from the first choice. */
  | { type: 'PAY_AGAIN' }
  /** From the children (raised when their check passed). */
  | { type: 'CHOICE_READY'; values: PaymentValues }
  | { type: 'CARD_READY'; cardNumber: string };

/** Whether a failed request may still have had its effect: the same choice is retried. */
function outcomeUnknown(failure: ClubError): boolean {
  return !(failure.kind === 'server' && failure.status < 500);
}

const sameChoice = (a: PaymentValues | null, b: PaymentValues): boolean =>
  a !== null &&
  a.price === b.price &&
  a.quantity === b.quantity &&
  a.method === b.method &&
  a.cardId === b.cardId;

const formView = <V extends Record<string, unknown>>(snapshot: FormView<V>): FormView<V> => ({
  value: snapshot.value,
  context: snapshot.context,
});

/** An effect the flow supplies with `.provide` (`paymentFlow` does); without it, it fails. */
const supplied = <TOut, TIn>(name: string) =>
  fromPromise<TOut, TIn>(() =>
    Promise.reject(new Error(`payment: the "${name}" actor is supplied by the flow`)),
  );

/**
 * Paying for a payment campaign as one task (SPEC §2 campanhas-de-pagamento, §7 campaign
 * event): the choice form (`form`) and the card form (`card`) are child actors; this machine
 * adds the card with the provider, takes one key per confirmation (`newKey`), sends the
 * payment (`pay`) and tells each form how its submission ended. Its context is data only; the
 * effects are the actors `addCard`, `newKey` and `pay`, supplied by the flow.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    form: paymentFormMachine,
    card: cardFormMachine,
    addCard: supplied<PaymentCard, { provider: string; cardNumber: string }>('addCard'),
    newKey: supplied<string, void>('newKey'),
    pay: supplied<
      CampaignEventResult,
      { campaignId: string; request: CampaignEventRequest; idempotencyKey: string }
    >('pay'),
  },
  guards: {
    keyStillNamesChoice: ({ context, event }) =>
      event.type === 'CHOICE_READY' &&
      context.attemptKey !== null &&
      sameChoice(context.keyFor, event.values),
  },
}).createMachine({
  id: 'paymentTask',
  context: ({ input }) => ({
    terms: input.terms,
    values: input.values,
    card: null,
    cardFailure: null,
    sending: null,
    attemptKey: null,
    keyFor: null,
    failure: null,
    result: null,
    forms: { form: null, card: null },
  }),
  invoke: [
    {
      id: 'form',
      src: 'form',
      input: ({ context }) => ({ values: context.values, deps: context.terms }),
      // A checked choice waits in `confirming` for this machine to send it.
      onSnapshot: {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const view = event.snapshot as unknown as FormView<PaymentValues>;
          enqueue.assign({ forms: { ...context.forms, form: formView(view) } });
          if (view.value === 'confirming')
            enqueue.raise({ type: 'CHOICE_READY', values: view.context.values });
        }),
      },
    },
    {
      id: 'card',
      src: 'card',
      input: { values: { cardNumber: '' }, deps: {} },
      onSnapshot: {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const view = event.snapshot as unknown as FormView<CardValues>;
          enqueue.assign({ forms: { ...context.forms, card: formView(view) } });
          if (view.value === 'confirming')
            enqueue.raise({ type: 'CARD_READY', cardNumber: view.context.values.cardNumber });
        }),
      },
    },
  ],
  type: 'parallel',
  states: {
    cardEntry: {
      initial: 'typing',
      states: {
        typing: {
          on: {
            ADD_CARD: { actions: sendTo('card', { type: 'SUBMIT' }) },
            CARD_READY: 'adding',
          },
        },
        adding: {
          entry: assign({ cardFailure: null }),
          invoke: {
            src: 'addCard',
            input: ({ context, event }) => ({
              provider: context.terms.provider,
              cardNumber: event.type === 'CARD_READY' ? cardDigits(event.cardNumber) : '',
            }),
            onDone: {
              target: 'added',
              actions: [
                assign({ card: ({ event }) => event.output }),
                sendTo('card', { type: 'CONFIRM' }),
                sendTo('form', ({ event }) => ({
                  type: 'CHANGE' as const,
                  field: 'cardId',
                  value: event.output.id,
                })),
              ],
            },
            onError: {
              target: 'typing',
              actions: [
                assign({ cardFailure: ({ event }) => toClubError(event.error) }),
                sendTo('card', { type: 'CANCEL' }),
              ],
            },
          },
        },
        added: {
          on: {
            CHANGE_CARD: {
              target: 'typing',
              actions: [
                assign({ card: null }),
                sendTo('card', { type: 'RESET' }),
                sendTo('form', { type: 'CHANGE', field: 'cardId', value: '' }),
              ],
            },
          },
        },
      },
    },
    payment: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            PAY: { actions: sendTo('form', { type: 'SUBMIT' }) },
            CHOICE_READY: [
              {
                guard: 'keyStillNamesChoice',
                target: 'paying',
                actions: assign({ sending: ({ event }) => event.values }),
              },
              { target: 'keying', actions: assign({ sending: ({ event }) => event.values }) },
            ],
          },
        },
        /** One key per confirmation, taken before anything is sent. */
        keying: {
          entry: assign({ failure: null }),
          invoke: {
            src: 'newKey',
            onDone: {
              target: 'paying',
              actions: assign({
                attemptKey: ({ event }) => event.output,
                keyFor: ({ context }) => context.sending,
              }),
            },
            onError: {
              target: 'choosing',
              actions: [
                assign({ failure: ({ event }) => toClubError(event.error) }),
                sendTo('form', { type: 'CANCEL' }),
              ],
            },
          },
        },
        paying: {
          entry: assign({ failure: null }),
          invoke: {
            src: 'pay',
            input: ({ context }) => ({
              campaignId: context.terms.campaignId,
              request: paymentRequestOf(context.sending ?? context.values),
              idempotencyKey: context.attemptKey ?? '',
            }),
            onDone: {
              target: 'paid',
              actions: [
                assign({
                  result: ({ event }) => event.output,
                  attemptKey: null,
                  keyFor: null,
                }),
                sendTo('form', { type: 'CONFIRM' }),
              ],
            },
            onError: {
              target: 'choosing',
              actions: [
                assign(({ context, event }) => {
                  const failure = toClubError(event.error);
                  const keep = outcomeUnknown(failure);
                  return {
                    failure,
                    attemptKey: keep ? context.attemptKey : null,
                    keyFor: keep ? context.keyFor : null,
                  };
                }),
                sendTo('form', { type: 'CANCEL' }),
              ],
            },
          },
        },
        paid: {
          on: {
            PAY_AGAIN: {
              target: 'choosing',
              actions: [
                assign({ result: null, sending: null }),
                sendTo('form', { type: 'RESET' }),
                // The card added stays the payment's card.
                enqueueActions(({ context, enqueue }) => {
                  if (context.card)
                    enqueue.sendTo('form', {
                      type: 'CHANGE',
                      field: 'cardId',
                      value: context.card.id,
                    });
                }),
              ],
            },
          },
        },
      },
    },
  },
});

export type PaymentMachine = typeof paymentMachine;
