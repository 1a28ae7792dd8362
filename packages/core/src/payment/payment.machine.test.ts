import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CampaignEventRequest, CampaignEventResult } from '../campaigns/campaigns.port.ts';
import type { ClubError } from '../shared/club-error.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectPayment } from './payment.connect.ts';
import { paymentMachine, type PaymentInput } from './payment.machine.ts';
import type { PaymentCard } from '../campaigns/payment-card.schema.ts';

interface Held<T> {
  resolve(value: T): void;
  reject(error: ClubError): void;
}

/** The payment task over effects the test answers by hand (`.provide`), recording each call. */
function startPayment(input: Partial<PaymentInput['terms']> = {}) {
  const sent: { campaignId: string; request: CampaignEventRequest; idempotencyKey: string }[] = [];
  const cards: { provider: string; cardNumber: string }[] = [];
  const pays: Held<CampaignEventResult>[] = [];
  const adds: Held<PaymentCard>[] = [];
  let keys = 0;
  const hold = <T>(into: Held<T>[]) =>
    new Promise<T>((resolve, reject) => into.push({ resolve, reject }));
  const logic = paymentMachine.provide({
    actors: {
      newKey: fromPromise(async () => `key-${++keys}`),
      pay: fromPromise(({ input }) => {
        sent.push(input);
        return hold(pays);
      }),
      addCard: fromPromise(({ input }) => {
        cards.push(input);
        return hold(adds);
      }),
    },
  });
  const actor = createActor(logic, {
    input: {
      terms: {
        campaignId: '9',
        options: [1000, 5000],
        methods: ['pix', 'credit_card'],
        quantity: { min: 1, max: 3, step: 1 },
        provider: 'pagarme',
        ...input,
      },
      values: { price: null, quantity: 1, method: 'pix', cardId: '' },
    },
  }).start();
  const api = () => connectPayment(actor.getSnapshot(), actor.send);
  return { actor, api, sent, cards, pays, adds };
}

const refusal: ClubError = { kind: 'server', status: 422, message: 'Recusado' };
const dropped: ClubError = { kind: 'network', message: 'caiu' };

describe('payment task', () => {
  it('sends nothing until the choice is complete: a price, and a card for a card payment', async () => {
    const { api, sent } = startPayment();
    api().pay();
    await settle();
    expect(api().form.field('price').error).toEqual({ key: 'validation.required' });
    api().form.field('price').change(5000);
    api().form.field('method').change('credit_card');
    api().pay();
    await settle();
    expect(api().card.missing).toEqual({ key: 'payment.cardRequired' });
    expect(api().step).toBe('choosing');
    expect(sent).toEqual([]);
  });

  it('pays by Pix once per click, the choice locked while it is sent, the message the result', async () => {
    const { api, sent, pays } = startPayment();
    api().form.field('price').change(1000);
    api().form.field('quantity').change(3);
    expect(api().totalText).toMatch(/30,00/);
    api().pay();
    await settle();
    api().pay();
    await settle();
    expect(sent).toEqual([
      {
        campaignId: '9',
        request: { kind: 'payment', priceOption: 1000, quantity: 3, method: 'pix' },
        idempotencyKey: 'key-1',
      },
    ]);
    expect(api().step).toBe('paying');
    expect(api().blocked).toBe('sending');
    expect(api().form.field('price').locked).toBe(true);
    pays[0]!.resolve({ message: 'Pagamento registrado' });
    await settle();
    expect(api().step).toBe('paid');
    expect(api().resultMessage).toBe('Pagamento registrado');
    expect(api().next).toBe('purchases');
    api().payAgain();
    await settle();
    expect(api().step).toBe('choosing');
    expect(api().form.values.price).toBeNull();
  });

  it('adds the card with the digits only and pays with its id; a refusal keeps every choice', async () => {
    const { api, sent, cards, adds, pays } = startPayment();
    api().form.field('price').change(5000);
    api().form.field('quantity').change(2);
    api().form.field('method').change('credit_card');
    api().card.number.change('41111111 11111111');
    expect(api().card.number.value).toBe('4111 1111 1111 1111');
    expect(api().card.typedBrand).toBe('visa');
    api().card.add();
    await settle();
    expect(api().card.step).toBe('adding');
    adds[0]!.resolve({ id: '7', provider: 'pagarme', brand: 'visa', last_digits: '1111' });
    await settle();
    expect(cards).toEqual([{ provider: 'pagarme', cardNumber: '4111111111111111' }]);
    expect(api().card.added).toEqual({ brand: 'visa', last: '1111' });
    api().pay();
    await settle();
    pays[0]!.reject(refusal);
    await settle();
    expect(api().error).toEqual({ key: 'errors.server', params: { message: 'Recusado' } });
    expect(api().form.values).toEqual({
      price: 5000,
      quantity: 2,
      method: 'credit_card',
      cardId: '7',
    });
    expect(sent[0]!.request).toEqual({
      kind: 'payment',
      priceOption: 5000,
      quantity: 2,
      method: 'credit_card',
      cardId: '7',
    });
    api().card.change();
    await settle();
    expect(api().card.step).toBe('typing');
    expect(api().form.values.cardId).toBe('');
  });

  it('keeps the number typed when the provider refuses the card', async () => {
    const { api, adds } = startPayment();
    api().form.field('method').change('credit_card');
    api().card.number.change('5555 5555 5555 4444');
    api().card.add();
    await settle();
    adds[0]!.reject(dropped);
    await settle();
    expect(api().card.step).toBe('typing');
    expect(api().card.error).toEqual({ key: 'errors.server', params: { message: 'caiu' } });
    expect(api().card.number.value).toBe('5555 5555 5555 4444');
    expect(api().card.number.locked).toBe(false);
  });

  it('retries an uncertain failure with the same key; a refusal or another choice gets a new one', async () => {
    const { api, sent, pays } = startPayment();
    api().form.field('price').change(1000);
    api().pay();
    await settle();
    pays[0]!.reject(dropped);
    await settle();
    api().pay();
    await settle();
    pays[1]!.reject(refusal);
    await settle();
    api().pay();
    await settle();
    pays[2]!.reject(dropped);
    await settle();
    api().form.field('quantity').change(2);
    api().pay();
    await settle();
    expect(sent.map((request) => request.idempotencyKey)).toEqual([
      'key-1',
      'key-1',
      'key-2',
      'key-3',
    ]);
  });

  it('says the campaign has no price to pay', () => {
    const { api } = startPayment({ options: [] });
    expect(api().blocked).toBe('noPrice');
  });

  it('holds data only in its context', async () => {
    const { actor, api, adds } = startPayment();
    api().form.field('method').change('credit_card');
    api().card.number.change('4111 1111 1111 1111');
    api().card.add();
    await settle();
    adds[0]!.resolve({ id: '7', provider: 'pagarme', brand: 'visa', last_digits: '1111' });
    await settle();
    const context = actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});

/** What the payment task should be doing, as the model sees it. */
interface Model {
  step: 'choosing' | 'paying' | 'paid';
  price: number | null;
  quantity: number;
  /** Whether the key of the last attempt may be reused (its outcome is unknown). */
  keyKept: boolean;
  /** Requests sent and how many distinct keys they used. */
  sent: number;
  keys: number;
}
type Real = ReturnType<typeof startPayment>;
type Command = fc.AsyncCommand<Model, Real>;

const agree = (model: Model, real: Real) => {
  const api = real.api();
  expect(api.step).toBe(model.step);
  expect(real.sent).toHaveLength(model.sent);
  expect(new Set(real.sent.map((request) => request.idempotencyKey)).size).toBe(model.keys);
  if (model.step === 'choosing') expect(api.form.values.price).toBe(model.price);
};

const act = (
  label: string,
  check: (model: Readonly<Model>) => boolean,
  run: (model: Model, real: Real) => void,
): Command => ({
  check,
  run: async (model, real) => {
    run(model, real);
    await settle();
    agree(model, real);
  },
  toString: () => label,
});

const commands = [
  fc.constantFrom(1000, 5000).map((price) =>
    act(
      `price ${price}`,
      (m) => m.step === 'choosing',
      (m, r) => {
        if (m.price !== price) m.keyKept = false;
        m.price = price;
        r.api().form.field('price').change(price);
      },
    ),
  ),
  fc.integer({ min: 1, max: 3 }).map((quantity) =>
    act(
      `quantity ${quantity}`,
      (m) => m.step === 'choosing',
      (m, r) => {
        if (m.quantity !== quantity) m.keyKept = false;
        m.quantity = quantity;
        r.api().form.field('quantity').change(quantity);
      },
    ),
  ),
  fc.constant(
    act(
      'pay',
      () => true,
      (m, r) => {
        if (m.step === 'choosing' && m.price !== null) {
          m.step = 'paying';
          m.sent += 1;
          if (!m.keyKept) m.keys += 1;
        }
        r.api().pay();
      },
    ),
  ),
  fc.constantFrom<ClubError | null>(null, refusal, dropped).map((outcome) =>
    act(
      `answer ${outcome?.kind ?? 'ok'}`,
      (m) => m.step === 'paying',
      (m, r) => {
        const held = r.pays.at(-1)!;
        if (outcome === null) {
          m.step = 'paid';
          m.keyKept = false;
          held.resolve({ message: 'ok' });
        } else {
          m.step = 'choosing';
          m.keyKept = outcome.kind !== 'server';
          held.reject(outcome);
        }
      },
    ),
  ),
  fc.constant(
    act(
      'pay again',
      (m) => m.step === 'paid',
      (m, r) => {
        m.step = 'choosing';
        m.price = null;
        m.quantity = 1;
        r.api().payAgain();
      },
    ),
  ),
];

describe('payment task (model-based)', () => {
  it('sends one request per pay in the choosing step, one key per confirmation, reused only after an uncertain failure', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
        const real = startPayment();
        try {
          await fc.asyncModelRun(
            (): { model: Model; real: Real } => ({
              model: {
                step: 'choosing',
                price: null,
                quantity: 1,
                keyKept: false,
                sent: 0,
                keys: 0,
              },
              real,
            }),
            cmds,
          );
        } finally {
          real.actor.stop();
        }
      }),
      { numRuns: 60 },
    );
  });
});
