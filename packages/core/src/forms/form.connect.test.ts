import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { message } from '../shared/message-keys.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectForm } from './form.connect.ts';
import { createFormMachine } from './form.machine.ts';

type Pix = { key: string; cents: number | null };

/** A confirm-step form whose submit answers what the test planned. */
function startPix(outcome: { fail?: string } = {}) {
  const machine = createFormMachine<Pix, { sent: Pix[] }, string>({
    id: 'pix',
    required: ['key', 'cents'],
    rules: { cents: (cents) => (cents !== null && cents > 0 ? null : 'validation.generic') },
    confirm: true,
    submit: async ({ values, deps }) => {
      deps.sent.push(values);
      if (outcome.fail) throw { kind: 'server', status: 422, message: outcome.fail };
      return 'protocol-1';
    },
  });
  const sent: Pix[] = [];
  const actor = createActor(machine, {
    input: { values: { key: '', cents: null }, deps: { sent } },
  }).start();
  return { form: () => connectForm(actor.getSnapshot(), actor.send), actor, sent };
}

describe('connectForm', () => {
  it('exposes each field with its value, message, touched, required and lock', () => {
    const { form } = startPix();
    expect(form().field('key')).toMatchObject({
      name: 'key',
      value: '',
      error: null,
      invalid: false,
      touched: false,
      required: true,
      locked: false,
    });
    form().field('key').change('ana@clube.com');
    form().field('cents').blur();
    expect(form().values).toEqual({ key: 'ana@clube.com', cents: null });
    expect(form().field('cents')).toMatchObject({
      error: message('validation.required'),
      invalid: true,
      touched: true,
    });
    form().field('cents').focus();
    expect(form().field('cents').error).toBeNull();
  });

  it('names the first invalid field after a refused submit, in the order of the values', () => {
    const { form } = startPix();
    expect(form().firstInvalid).toBeNull();
    form().submit();
    expect(form().firstInvalid).toBe('key');
    form().field('key').change('ana@clube.com');
    form().field('key').blur();
    expect(form().firstInvalid).toBe('cents');
  });

  it('is confirming, then submitting, with every field locked, then succeeded with the result', async () => {
    const { form, sent } = startPix();
    form().field('key').change('ana@clube.com');
    form().field('cents').change(2500);
    form().submit();
    expect(form()).toMatchObject({ confirming: true, submitting: false, succeeded: false });
    expect(form().field('key').locked).toBe(true);
    form().cancel();
    expect(form()).toMatchObject({ confirming: false, values: { key: 'ana@clube.com' } });
    expect(form().field('key').locked).toBe(false);
    form().submit();
    form().confirm();
    expect(form()).toMatchObject({ confirming: false, submitting: true });
    expect(form().field('cents').locked).toBe(true);
    await settle();
    expect(form()).toMatchObject({ submitting: false, succeeded: true, result: 'protocol-1' });
    expect(sent).toEqual([{ key: 'ana@clube.com', cents: 2500 }]);
    form().reset();
    expect(form()).toMatchObject({
      succeeded: false,
      result: null,
      values: { key: '', cents: null },
    });
  });

  it('shows the refusal as the form error and the failure as the port reported it', async () => {
    const { form } = startPix({ fail: 'Chave bloqueada' });
    form().field('key').change('ana@clube.com');
    form().field('cents').change(2500);
    form().submit();
    form().confirm();
    await settle();
    expect(form().error).toEqual(message('errors.server', { message: 'Chave bloqueada' }));
    expect(form().failure).toEqual({ kind: 'server', status: 422, message: 'Chave bloqueada' });
    expect(form().values).toEqual({ key: 'ana@clube.com', cents: 2500 });
  });

  it('turns each command into its event', () => {
    const { actor } = startPix();
    const send = vi.fn();
    const form = connectForm(actor.getSnapshot(), send);
    form.field('key').change('x');
    form.field('key').focus();
    form.field('key').blur();
    form.submit();
    form.confirm();
    form.cancel();
    form.reset();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'CHANGE', field: 'key', value: 'x' },
      { type: 'FOCUS', field: 'key' },
      { type: 'BLUR', field: 'key' },
      { type: 'SUBMIT' },
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      { type: 'RESET' },
    ]);
  });

  it('names the field whose look-up is in flight, and none once it answered', async () => {
    let answer: (city: string) => void = () => undefined;
    const machine = createFormMachine<{ cep: string; city: string }, null>({
      id: 'address',
      lookups: {
        cep: {
          on: 'change',
          when: (value) => String(value).length === 8,
          fetch: () =>
            new Promise((resolve) => {
              answer = (city) => resolve({ values: { city } });
            }),
        },
      },
      submit: async () => undefined,
    });
    const actor = createActor(machine, {
      input: { values: { cep: '', city: '' }, deps: null },
    }).start();
    const form = () => connectForm(actor.getSnapshot(), actor.send);
    expect(form().lookingUp).toBeNull();
    form().field('cep').change('01001000');
    expect(form().lookingUp).toBe('cep');
    answer('São Paulo');
    await settle();
    expect(form().lookingUp).toBeNull();
    expect(form().values.city).toBe('São Paulo');
  });
});
