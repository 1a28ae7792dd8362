import { fc, test } from '@fast-check/vitest';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  checkModel,
  createHeldSubmitServer,
  EMPTY_CONTACT,
  formCommands,
  settle,
  startHeldContactForm,
  stateValues,
  type ContactValues,
} from '@clube/core/testing';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import type { ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import { createForm, createFormMachine, type FormSpec } from './form.machine.ts';

type Contact = ContactValues;
const heldServer = () => createHeldSubmitServer<Contact, string>();

type Server = ReturnType<typeof heldServer>;
type Deps = { server: Server };
/** The contact form's data: none; its server is an effect the test supplies. */
type Data = Record<string, never>;

const EMPTY: Contact = EMPTY_CONTACT;
const looksLikeEmail = (value: string): boolean => /^\S+@\S+\.\S+$/.test(value);

/**
 * A contact form: name required, e-mail checked; the rest as each test needs. Its server is
 * an effect (supplied with `withEffects`), never part of its context.
 */
function contactForm(spec: Partial<FormSpec<Contact, Data, string, Deps>> = {}) {
  return createForm<Contact, Data, string, Deps>({
    id: 'contact',
    required: ['name'],
    rules: { email: (email) => (looksLikeEmail(email) ? null : 'validation.email') },
    submit: ({ values, effects, signal }) => effects.server.submit(values, signal),
    ...spec,
  });
}

function startForm(form: ReturnType<typeof contactForm>, values: Contact = EMPTY) {
  const server = heldServer();
  const machine = form.withEffects({ server });
  const actor = createActor(machine, { input: { values, deps: {} } }).start();
  const fill = (contact: Contact) => {
    actor.send({ type: 'CHANGE', field: 'name', value: contact.name });
    actor.send({ type: 'CHANGE', field: 'email', value: contact.email });
  };
  return { actor, server, fill, context: () => actor.getSnapshot().context };
}

const ANA: Contact = { name: 'Ana', email: 'ana@clube.com' };

describe('form machine', () => {
  it('checks a field when it is left, not while typing', () => {
    const { actor, context } = startForm(contactForm());
    actor.send({ type: 'CHANGE', field: 'email', value: 'ana@' });
    expect(context().errors).toEqual({});
    actor.send({ type: 'BLUR', field: 'email' });
    expect(context().errors).toEqual({ email: message('validation.email') });
    expect(context().touched).toEqual({ email: true });
    actor.send({ type: 'CHANGE', field: 'email', value: 'ana@clube.com' });
    actor.send({ type: 'BLUR', field: 'email' });
    expect(context().errors).toEqual({});
  });

  it('clears a field message when the field gains focus, and only that one', () => {
    const { actor, context } = startForm(contactForm());
    actor.send({ type: 'BLUR', field: 'name' });
    actor.send({ type: 'BLUR', field: 'email' });
    expect(Object.keys(context().errors)).toEqual(['name', 'email']);
    actor.send({ type: 'FOCUS', field: 'email' });
    expect(context().errors).toEqual({ name: message('validation.required') });
  });

  it("a required field left empty (or blank) reads 'validation.required'", () => {
    const { actor, context } = startForm(contactForm());
    actor.send({ type: 'CHANGE', field: 'name', value: '   ' });
    actor.send({ type: 'BLUR', field: 'name' });
    expect(context().errors.name).toEqual({ key: 'validation.required' });
    expect(context().required).toEqual(['name']);
  });

  it('a required field that is not text counts as empty only when null or undefined', () => {
    const machine = createFormMachine<{ accepted: boolean | null }, Deps, string>({
      id: 'consent',
      required: ['accepted'],
      submit: async () => 'ok',
    });
    const actor = createActor(machine, {
      input: { values: { accepted: null }, deps: { server: heldServer() } },
    }).start();
    actor.send({ type: 'BLUR', field: 'accepted' });
    expect(actor.getSnapshot().context.errors).toEqual({
      accepted: message('validation.required'),
    });
    actor.send({ type: 'CHANGE', field: 'accepted', value: false });
    actor.send({ type: 'BLUR', field: 'accepted' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('a rule may answer a Message with params, and may read the other fields', () => {
    const machine = contactForm({
      rules: {
        email: (email, values) =>
          email.startsWith(values.name.toLowerCase())
            ? message('validation.generic', { field: 'email' })
            : null,
      },
    });
    const { actor, context } = startForm(machine, { name: 'Ana', email: 'ana@x.co' });
    actor.send({ type: 'BLUR', field: 'email' });
    expect(context().errors.email).toEqual({
      key: 'validation.generic',
      params: { field: 'email' },
    });
  });

  it('SUBMIT with invalid fields touches and checks every field and sends nothing', async () => {
    const { actor, server, context } = startForm(contactForm());
    actor.send({ type: 'CHANGE', field: 'email', value: 'nope' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().touched).toEqual({ name: true, email: true });
    expect(context().errors).toEqual({
      name: message('validation.required'),
      email: message('validation.email'),
    });
    expect(server.requests).toHaveLength(0);
  });

  it('sends one request per click: SUBMIT while submitting sends nothing more', async () => {
    const { actor, server, fill } = startForm(contactForm());
    fill(ANA);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.values).toEqual(ANA);
    server.requests[0]?.answer('saved');
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.result).toBe('saved');
    expect(server.requests).toHaveLength(1);
  });

  it('with a confirm step sends nothing before CONFIRM; CANCEL goes back with the values', async () => {
    const { actor, server, fill, context } = startForm(contactForm({ confirm: true }));
    fill(ANA);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('confirming');
    // Nothing can change what the member is confirming.
    actor.send({ type: 'CHANGE', field: 'name', value: 'Bia' });
    await settle();
    expect(server.requests).toHaveLength(0);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().values).toEqual(ANA);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(server.requests.map((request) => request.values)).toEqual([ANA]);
  });

  it('keeps every value after a failure and shows the refusal on its field and on the form', async () => {
    const onFailure = vi.fn();
    const machine = contactForm({
      refusal: (error) => ({
        fields: { email: message('validation.email') },
        form: message('errors.server', { message: error.message }),
      }),
      onFailure,
    });
    const { actor, server, fill, context } = startForm(machine);
    fill(ANA);
    actor.send({ type: 'SUBMIT' });
    const refused: ClubError = { kind: 'server', status: 422, message: 'E-mail em uso' };
    server.requests[0]?.fail(refused);
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().values).toEqual(ANA);
    expect(context().errors).toEqual({ email: message('validation.email') });
    expect(context().formError).toEqual(message('errors.server', { message: 'E-mail em uso' }));
    expect(context().failure).toEqual(refused);
    expect(onFailure).toHaveBeenCalledWith(refused, ANA, {}, { server });
    // Typing again takes the form message away; sending again starts clean.
    actor.send({ type: 'CHANGE', field: 'name', value: 'Ana Lima' });
    expect(context().formError).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(context().failure).toBeNull();
    expect(server.requests).toHaveLength(2);
  });

  it('too many attempts (HTTP 429) reads as the wait message in any form, and keeps the input', async () => {
    const refusal = vi.fn(() => ({ form: message('validation.generic') }));
    const { actor, server, fill, context } = startForm(contactForm({ refusal }));
    fill(ANA);
    actor.send({ type: 'SUBMIT' });
    server.requests[0]?.fail({
      kind: 'server',
      status: 429,
      message: 'Muitas tentativas. Aguarde alguns instantes e tente novamente.',
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().values).toEqual(ANA);
    expect(context().formError).toEqual(message('errors.tooManyAttempts'));
    expect(refusal).not.toHaveBeenCalled();
    // Any other refusal still goes to the form's own reading.
    actor.send({ type: 'SUBMIT' });
    server.requests[1]?.fail({ kind: 'server', status: 422, message: 'x' });
    await settle();
    expect(context().formError).toEqual(message('validation.generic'));
  });

  it("by default the refusal is the server's own words, or the generic message when it sent none", async () => {
    const { actor, server, fill, context } = startForm(contactForm());
    fill(ANA);
    actor.send({ type: 'SUBMIT' });
    server.requests[0]?.fail({ kind: 'server', status: 400, message: 'Nome bloqueado' });
    await settle();
    expect(context().formError).toEqual(message('errors.server', { message: 'Nome bloqueado' }));
    actor.send({ type: 'SUBMIT' });
    server.requests[1]?.fail({ kind: 'network', message: '  ' });
    await settle();
    expect(context().formError).toEqual(message('validation.generic'));
    expect(context().values).toEqual(ANA);
  });

  it('goes back to the first values after a success when resetOnSuccess', async () => {
    const onSuccess = vi.fn();
    const first: Contact = { name: 'Ana', email: '' };
    const { actor, server, context } = startForm(
      contactForm({ resetOnSuccess: true, onSuccess }),
      first,
    );
    actor.send({ type: 'CHANGE', field: 'email', value: ANA.email });
    actor.send({ type: 'BLUR', field: 'email' });
    actor.send({ type: 'SUBMIT' });
    server.requests[0]?.answer('saved');
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(context().values).toEqual(first);
    expect(context().touched).toEqual({});
    expect(context().errors).toEqual({});
    expect(onSuccess).toHaveBeenCalledWith('saved', ANA, {}, { server });
  });

  it('RESET abandons a draft: first values, no messages', () => {
    const { actor, fill, context } = startForm(contactForm());
    fill(ANA);
    actor.send({ type: 'BLUR', field: 'email' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'sem-arroba' });
    actor.send({ type: 'BLUR', field: 'email' });
    expect(Object.keys(context().errors)).not.toEqual([]);
    actor.send({ type: 'RESET' });
    expect(context()).toMatchObject({ values: EMPTY, touched: {}, errors: {}, formError: null });
  });

  it('keeps what was sent after a success otherwise; RESET or a new CHANGE starts a new draft', async () => {
    const { actor, server, fill, context } = startForm(contactForm());
    fill(ANA);
    actor.send({ type: 'SUBMIT' });
    server.requests[0]?.answer('saved');
    await settle();
    expect(context().values).toEqual(ANA);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({ values: EMPTY, result: null, touched: {}, errors: {} });

    fill(ANA);
    actor.send({ type: 'SUBMIT' });
    server.requests[1]?.answer('again');
    await settle();
    actor.send({ type: 'CHANGE', field: 'name', value: 'Bia' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({ values: { ...ANA, name: 'Bia' }, result: null });
  });

  it("aborts the submit's signal when the form closes mid-flight", () => {
    const { actor, server, fill } = startForm(contactForm());
    fill(ANA);
    actor.send({ type: 'SUBMIT' });
    expect(server.requests[0]?.signal.aborted).toBe(false);
    actor.stop();
    expect(server.requests[0]?.signal.aborted).toBe(true);
  });

  describe('look-ups', () => {
    type Address = { cep: string; city: string };
    type LookupDeps = { cities: Record<string, string> };
    const lookups: string[] = [];
    const signals: AbortSignalLike[] = [];
    const failures: ClubError[] = [];
    const addressForm = (on: 'change' | 'blur') =>
      createFormMachine<Address, LookupDeps, void>({
        id: 'address',
        submit: async () => undefined,
        lookups: {
          cep: {
            on,
            when: (value) => String(value).length === 8,
            fetch: async ({ value, deps, signal }) => {
              lookups.push(String(value));
              signals.push(signal);
              const city = deps.cities[String(value)];
              if (city === undefined) throw { kind: 'server', status: 404, message: 'CEP' };
              return city === ''
                ? { error: message('validation.postalCode') }
                : { values: { city } };
            },
            onFailure: (error) => failures.push(error),
          },
        },
      });
    const cities = { '01310100': 'São Paulo', '20040002': 'Rio de Janeiro', '99999999': '' };
    const startAddress = (on: 'change' | 'blur') =>
      createActor(addressForm(on), {
        input: { values: { cep: '', city: 'typed' }, deps: { cities } },
      }).start();

    it('fills other fields from a complete value; a newer value cancels the look-up in flight', async () => {
      lookups.length = 0;
      signals.length = 0;
      const actor = startAddress('change');
      actor.send({ type: 'CHANGE', field: 'cep', value: '0131' }); // incomplete: no look-up
      actor.send({ type: 'CHANGE', field: 'cep', value: '01310100' });
      expect(actor.getSnapshot().context.lookingUp).toBe('cep');
      actor.send({ type: 'CHANGE', field: 'cep', value: '20040002' });
      expect(signals[0]?.aborted).toBe(true);
      await settle();
      expect(lookups).toEqual(['01310100', '20040002']);
      expect(actor.getSnapshot().context).toMatchObject({
        values: { cep: '20040002', city: 'Rio de Janeiro' },
        lookingUp: null,
      });
    });

    it('gives the field the message the look-up found, and keeps what was typed when it fails', async () => {
      failures.length = 0;
      const actor = startAddress('blur');
      actor.send({ type: 'CHANGE', field: 'cep', value: '99999999' });
      expect(actor.getSnapshot().context.lookingUp).toBeNull(); // only on blur
      actor.send({ type: 'BLUR', field: 'cep' });
      await settle();
      expect(actor.getSnapshot().context.errors).toEqual({ cep: message('validation.postalCode') });
      actor.send({ type: 'CHANGE', field: 'cep', value: '12345678' });
      actor.send({ type: 'BLUR', field: 'cep' });
      await settle();
      expect(actor.getSnapshot().context.values).toEqual({ cep: '12345678', city: 'typed' });
      expect(actor.getSnapshot().context.lookingUp).toBeNull();
      expect(failures).toEqual([{ kind: 'server', status: 404, message: 'CEP' }]);
    });
  });

  describe('effects supplied by a flow', () => {
    it('keeps only data in its context, through a request, a failure and a success', async () => {
      const { actor, server, fill, context } = startForm(contactForm({ confirm: true }));
      const expectData = () => expect(JSON.parse(JSON.stringify(context()))).toEqual(context());
      fill(ANA);
      actor.send({ type: 'SUBMIT' });
      actor.send({ type: 'CONFIRM' });
      expectData();
      server.requests[0]?.fail({ kind: 'network', message: 'offline' });
      await settle();
      expectData();
      actor.send({ type: 'SUBMIT' });
      actor.send({ type: 'CONFIRM' });
      server.requests[1]?.answer('saved');
      await settle();
      expect(actor.getSnapshot().value).toBe('succeeded');
      expectData();
    });

    it('unsupplied, a request fails naming the effect and nothing is reported', async () => {
      const onFailure = vi.fn();
      const actor = createActor(contactForm({ onFailure }).machine, {
        input: { values: ANA, deps: {} },
      }).start();
      actor.send({ type: 'SUBMIT' });
      await settle();
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.failure?.message).toContain("'submit'");
      expect(onFailure).not.toHaveBeenCalled();
    });

    it('a test swaps the submit effect with provide, as a flow supplies it', async () => {
      const seen: Contact[] = [];
      const machine = contactForm().machine.provide({
        actors: {
          submit: fromPromise(async ({ input }: { input: { values: Contact } }) => {
            seen.push(input.values);
            return 'ok';
          }),
        },
      } as never);
      const actor = createActor(machine, { input: { values: ANA, deps: {} } }).start();
      actor.send({ type: 'SUBMIT' });
      await settle();
      expect(seen).toEqual([ANA]);
      expect(actor.getSnapshot().context.result).toBe('ok');
    });

    it('watch merges newer data into deps, which the rules read at the next check', async () => {
      type Limit = { max: number };
      const listeners: ((data: Partial<Limit>) => void)[] = [];
      const stopped = vi.fn();
      const form = createForm<{ amount: number }, Limit, void, { limits: typeof listeners }>({
        id: 'amount',
        rules: {
          amount: (amount, _values, deps) => (amount <= deps.max ? null : 'validation.generic'),
        },
        submit: async () => undefined,
        watch: (effects, update) => {
          effects.limits.push(update);
          return stopped;
        },
      });
      const actor = createActor(form.withEffects({ limits: listeners }), {
        input: { values: { amount: 50 }, deps: { max: 100 } },
      }).start();
      actor.send({ type: 'BLUR', field: 'amount' });
      expect(actor.getSnapshot().context.errors).toEqual({});
      listeners[0]?.({ max: 20 });
      expect(actor.getSnapshot().context.deps).toEqual({ max: 20 });
      actor.send({ type: 'BLUR', field: 'amount' });
      expect(actor.getSnapshot().context.errors).toEqual({ amount: message('validation.generic') });
      actor.stop();
      expect(stopped).toHaveBeenCalledTimes(1);
    });
  });

  it('reaches every state, and never confirms or sends invalid values (xstate/graph)', () => {
    const machine = contactForm({ confirm: true, resetOnSuccess: true }).withEffects({
      server: heldServer(),
    });
    const { reached } = checkModel(machine, {
      input: { values: EMPTY, deps: {} },
      events: [
        { type: 'CHANGE', field: 'name', value: 'Ana' },
        { type: 'CHANGE', field: 'email', value: 'ana@clube.com' },
        { type: 'CHANGE', field: 'email', value: 'ana@' },
        { type: 'FOCUS', field: 'email' },
        { type: 'BLUR', field: 'email' },
        { type: 'SUBMIT' },
        { type: 'CONFIRM' },
        { type: 'CANCEL' },
        { type: 'RESET' },
        { type: 'xstate.done.actor.submit', output: 'saved' },
        { type: 'xstate.error.actor.submit', error: { kind: 'network', message: 'x' } },
      ],
      serializeContext: ({ values, errors, formError }) => ({ values, errors, formError }),
      invariant: (snapshot) => {
        if (snapshot.matches('confirming') || snapshot.matches('submitting')) {
          const { name, email } = snapshot.context.values;
          expect(name.trim()).not.toBe('');
          expect(looksLikeEmail(email)).toBe(true);
        }
      },
    });
    expect(reached).toEqual(stateValues('editing', 'confirming', 'submitting', 'succeeded'));
  });

  // Model run over random sequences, checked after every step against the kit's model
  // (`formCommands`): values change only by CHANGE, RESET and the reset after a success; at
  // most one request is in flight; requests sent = submits accepted.
  test.prop([fc.boolean(), fc.commands(formCommands(), { maxCommands: 40, size: '+1' })], {
    numRuns: 200,
  })(
    'agrees with the model over any sequence of typing, focus, submits and answers',
    async (confirm, sequence) => {
      const form = startHeldContactForm(confirm);
      await fc.asyncModelRun(form.setup, sequence);
      form.stop();
    },
  );
});
