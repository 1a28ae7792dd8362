import * as fc from 'fast-check';
import { createActor, type ActorRefFrom } from 'xstate';
import { createForm } from '../forms/form.machine.ts';
import { createHeldSubmitServer, type HeldSubmitServer } from './held-submit-server.ts';
import { settle } from './simulated-time.ts';

/** The kit's sample form: a name (required) and an e-mail (checked). */
// A type, not an interface: the form machine wants values indexable by field name.
export type ContactValues = { name: string; email: string };

export const EMPTY_CONTACT: ContactValues = { name: '', email: '' };

const looksLikeEmail = (value: string): boolean => /^\S+@\S+\.\S+$/.test(value);

/** Whether the contact form may send these values. */
export const validContact = (values: ContactValues): boolean =>
  values.name.trim() !== '' && looksLikeEmail(values.email);

type ContactServer = HeldSubmitServer<ContactValues, string>;

// No data of its own; the server is the effect a flow would supply.
const contactForm = (confirm: boolean) =>
  createForm<ContactValues, Record<string, never>, string, { server: ContactServer }>({
    id: 'contact',
    required: ['name'],
    rules: { email: (email) => (looksLikeEmail(email) ? null : 'validation.email') },
    submit: ({ values, effects, signal }) => effects.server.submit(values, signal),
    confirm,
    resetOnSuccess: true,
  });

/** What the form should be doing, as the model sees it. */
export interface FormModel {
  confirm: boolean;
  state: 'editing' | 'confirming' | 'submitting' | 'succeeded';
  values: ContactValues;
  /** Submits the form accepted: one request each. */
  accepted: number;
}

/** The form under test, over a server that answers only when a command says so. */
export interface FormReal {
  actor: ActorRefFrom<ReturnType<typeof contactForm>['machine']>;
  server: ContactServer;
}

export type FormCommand = fc.AsyncCommand<FormModel, FormReal>;

/**
 * The contact form built with `createFormMachine` (a confirm step when `confirm`, first values
 * again after a success), whose server holds every submit.
 */
export function startHeldContactForm(confirm: boolean): FormReal & {
  /** For `fc.asyncModelRun`: the model and this form. */
  setup: () => { model: FormModel; real: FormReal };
  stop(): void;
} {
  const server = createHeldSubmitServer<ContactValues, string>();
  const actor = createActor(contactForm(confirm).withEffects({ server }), {
    input: { values: EMPTY_CONTACT, deps: {} },
  }).start();
  const real = { actor, server };
  return {
    ...real,
    setup: () => ({
      model: { confirm, state: 'editing', values: EMPTY_CONTACT, accepted: 0 },
      real,
    }),
    stop: () => actor.stop(),
  };
}

/**
 * Throws when the form and the model disagree: its state; its values (which change only by
 * CHANGE, RESET and the reset after a success); one request in flight while submitting and
 * none otherwise; one request per accepted submit, none with values the form refuses.
 */
export function agreeWithFormModel(model: FormModel, real: FormReal): void {
  const snapshot = real.actor.getSnapshot();
  const live = real.server.live().length;
  const problems = [
    snapshot.value === model.state ? null : `state ${String(snapshot.value)}, model ${model.state}`,
    snapshot.context.values.name === model.values.name &&
    snapshot.context.values.email === model.values.email
      ? null
      : `values ${JSON.stringify(snapshot.context.values)}, model ${JSON.stringify(model.values)}`,
    live === (model.state === 'submitting' ? 1 : 0)
      ? null
      : `${live} requests in flight in ${model.state}`,
    real.server.requests.length === model.accepted
      ? null
      : `${real.server.requests.length} sent, model ${model.accepted}`,
    real.server.requests.every((request) => validContact(request.values))
      ? null
      : 'invalid values were sent',
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new Error(`form model: ${problems.join('; ')}`);
}

const command = (label: string, step: (model: FormModel, real: FormReal) => void): FormCommand => ({
  check: () => true,
  run: async (model, real) => {
    step(model, real);
    await settle();
    agreeWithFormModel(model, real);
  },
  toString: () => label,
});

/**
 * The form machine's `fc.commands` model, over `startHeldContactForm`: typing (mostly valid
 * values, so that runs often get as far as sending), focus, blur, submit, confirm, cancel,
 * reset, and the server's answer or failure. After every step it checks `agreeWithFormModel`.
 */
export function formCommands(): fc.Arbitrary<FormCommand>[] {
  const field = fc.constantFrom<keyof ContactValues>('name', 'email');
  const change = (name: keyof ContactValues, values: readonly string[]) =>
    fc.constantFrom(...values).map((value) =>
      command(`Change(${name}, ${JSON.stringify(value)})`, (model, real) => {
        real.actor.send({ type: 'CHANGE', field: name, value });
        if (model.state !== 'editing' && model.state !== 'succeeded') return;
        model.values = { ...model.values, [name]: value };
        model.state = 'editing';
      }),
    );
  return [
    change('name', ['Ana', 'Bia', ' ', '']),
    change('email', ['ana@clube.com', 'bia@clube.com', 'ana@']),
    field.map((name) =>
      command(`Focus(${name})`, (_model, real) => real.actor.send({ type: 'FOCUS', field: name })),
    ),
    field.map((name) =>
      command(`Blur(${name})`, (_model, real) => real.actor.send({ type: 'BLUR', field: name })),
    ),
    fc.constant(
      command('Submit', (model, real) => {
        real.actor.send({ type: 'SUBMIT' });
        if (model.state !== 'editing' || !validContact(model.values)) return;
        if (model.confirm) model.state = 'confirming';
        else {
          model.state = 'submitting';
          model.accepted += 1;
        }
      }),
    ),
    fc.constant(
      command('Confirm', (model, real) => {
        real.actor.send({ type: 'CONFIRM' });
        if (model.state !== 'confirming') return;
        model.state = 'submitting';
        model.accepted += 1;
      }),
    ),
    fc.constant(
      command('Cancel', (model, real) => {
        real.actor.send({ type: 'CANCEL' });
        if (model.state === 'confirming') model.state = 'editing';
      }),
    ),
    fc.constant(
      command('Reset', (model, real) => {
        real.actor.send({ type: 'RESET' });
        // RESET abandons a draft or starts anew after a success; sending and confirming hold.
        if (model.state !== 'succeeded' && model.state !== 'editing') return;
        model.state = 'editing';
        model.values = EMPTY_CONTACT;
      }),
    ),
    fc.constant(
      command('Answer', (model, real) => {
        real.server.live()[0]?.answer('saved');
        if (model.state !== 'submitting') return;
        model.state = 'succeeded';
        model.values = EMPTY_CONTACT; // resetOnSuccess
      }),
    ),
    fc.constant(
      command('Fail', (model, real) => {
        real.server.live()[0]?.fail({ kind: 'network', message: 'offline' });
        if (model.state === 'submitting') model.state = 'editing'; // the values stay
      }),
    ),
  ];
}
