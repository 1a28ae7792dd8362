import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createClub } from '../club.ts';
import { forgotPasswordFlow, newPasswordFlow, passwordResetFlow } from '../flows.ts';
import { connectForm } from '../forms/form.connect.ts';
import { startFlow } from '../shared/flow.ts';
import { message } from '../shared/message-keys.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectPasswordReset } from './password-reset.connect.ts';

function openClub() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  return { ports, club: createClub(ports) };
}

describe('forgot password form', () => {
  function open() {
    const { ports, club } = openClub();
    const reset = startFlow(passwordResetFlow(club));
    const actor = startFlow(forgotPasswordFlow(club, reset));
    const form = () => connectForm(actor.getSnapshot(), actor.send);
    const flow = () => connectPasswordReset(reset.getSnapshot(), reset.send);
    const requests: unknown[] = [];
    const request = ports.passwordReset.request.bind(ports.passwordReset);
    ports.passwordReset.request = (fields) => {
      requests.push(fields);
      return request(fields);
    };
    return { ports, form, flow, requests };
  }

  it('needs a valid CPF before asking anything', async () => {
    const { form, requests } = open();
    form().submit();
    expect(form().field('document').error).toEqual(message('validation.required'));
    form().field('document').change('529.982.247-24');
    form().submit();
    await settle();
    expect(form().field('document').error).toEqual(message('validation.document'));
    expect(requests).toEqual([]);
  });

  it('asks once per click, with the digits, and the flow says it was requested', async () => {
    const { form, flow, requests } = open();
    form().field('document').change('529.982.247-25');
    form().submit();
    form().submit();
    await settle(20);
    expect(requests).toEqual([{ document: '52998224725' }]);
    expect(form().succeeded).toBe(true);
    expect(flow().requested).toBe(true);
  });

  it('an unknown CPF reads exactly like a known one', async () => {
    const { ports, form, flow } = open();
    ports.failNext('passwordReset.request', {
      kind: 'server',
      status: 404,
      message: 'Usuário não encontrado',
      code: 2,
    });
    form().field('document').change('111.444.777-35');
    form().submit();
    await settle(20);
    expect(form()).toMatchObject({ succeeded: true, error: null });
    expect(flow().requested).toBe(true);
  });

  it('a failed request says so, keeps the CPF, and may be sent again', async () => {
    const { ports, form, requests } = open();
    ports.failNext('passwordReset.request', { kind: 'server', status: 500, message: 'boom' });
    form().field('document').change('529.982.247-25');
    form().submit();
    await settle(20);
    expect(form().error).toEqual(message('passwordReset.requestFailed'));
    expect(form().values.document).toBe('529.982.247-25');
    form().submit();
    await settle(20);
    expect(requests).toHaveLength(2);
    expect(form().succeeded).toBe(true);
  });
});

describe('new password form', () => {
  async function open(token: string | null) {
    const { ports, club } = openClub();
    const reset = startFlow(passwordResetFlow(club, token));
    await settle();
    const actor = startFlow(newPasswordFlow(club, reset));
    const form = () => connectForm(actor.getSnapshot(), actor.send);
    const flow = () => connectPasswordReset(reset.getSnapshot(), reset.send);
    return { ports, form, flow };
  }

  it('the flow checks the token first; a missing or unknown one is invalid', async () => {
    expect((await open(null)).flow().tokenInvalid).toBe(true);
    expect((await open('nope')).flow().tokenInvalid).toBe(true);
    expect((await open('reset-ok')).flow().tokenValid).toBe(true);
  });

  it('needs 6 characters and the same confirmation', async () => {
    const { ports, form } = await open('reset-ok');
    form().field('password').change('12345');
    form().field('confirmation').change('123456');
    form().submit();
    await settle();
    expect(form().field('password').error).toEqual(message('validation.passwordLength'));
    expect(form().field('confirmation').error).toEqual(message('validation.passwordMismatch'));
    expect(ports.recordings.calls).not.toContain('passwordReset.reset');
  });

  it("says 'Não foi possível alterar sua senha' on a failure, keeps both fields, then saves", async () => {
    const { ports, form, flow } = await open('reset-ok');
    form().field('password').change('nova-senha');
    form().field('confirmation').change('nova-senha');
    ports.failNext('passwordReset.reset', { kind: 'server', status: 422, message: 'x' });
    form().submit();
    await settle(20);
    expect(form().error).toEqual(message('passwordReset.failed'));
    expect(form().values).toEqual({ password: 'nova-senha', confirmation: 'nova-senha' });
    form().submit();
    form().submit();
    await settle(20);
    expect(ports.recordings.calls.filter((call) => call === 'passwordReset.reset')).toHaveLength(2);
    expect(form().succeeded).toBe(true);
    expect(flow().done).toBe(true);
  });
});
