import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectForm } from '../forms/form.connect.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { isValidEmail } from '../shared/validation.rules.ts';
import { letterSendForm } from './letter-send.form.ts';

function start(email = '', answer?: () => Promise<boolean>) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const sent: { letterId: string; email: string }[] = [];
  const sendLetter = ports.redemptions.sendLetter.bind(ports.redemptions);
  ports.redemptions.sendLetter = async (letterId, to) => {
    sent.push({ letterId, email: to });
    return answer ? answer() : sendLetter(letterId, to);
  };
  const machine = letterSendForm.withEffects({ redemptions: ports.redemptions });
  const actor = createActor(machine, {
    input: { values: { email }, deps: { letterId: '2' } },
  }).start();
  return { ports, sent, form: () => connectForm(actor.getSnapshot(), actor.send) };
}

describe('letter send form', () => {
  it("asks for an address: 'Campo obrigatório!', then 'Email inválido!', sending nothing", async () => {
    const { form, sent } = start();
    form().submit();
    await settle();
    expect(form().field('email').error).toEqual({ key: 'validation.required' });
    expect(form().field('email').required).toBe(true);
    form().field('email').focus();
    expect(form().field('email').error).toBeNull();
    form().field('email').change('ana@');
    form().field('email').blur();
    expect(form().field('email').error).toEqual({ key: 'validation.email' });
    expect(sent).toEqual([]);
  });

  it('sends the letter once, to the trimmed address, and answers where it went', async () => {
    const { form, sent } = start(' ana@exemplo.com ');
    form().submit();
    form().submit();
    await settle();
    expect(sent).toEqual([{ letterId: '2', email: 'ana@exemplo.com' }]);
    expect(form().succeeded).toBe(true);
    expect(form().result).toEqual({ email: 'ana@exemplo.com' });
  });

  it("reads `success: false` as a refusal ('Erro!') and keeps the address", async () => {
    const { form } = start('ana@exemplo.com', async () => false);
    form().submit();
    await settle();
    expect(form().succeeded).toBe(false);
    expect(form().error).toEqual({ key: 'validation.generic' });
    expect(form().values.email).toBe('ana@exemplo.com');
  });

  it("shows the server's words when it refuses (an expired letter)", async () => {
    const { form, ports } = start('ana@exemplo.com');
    ports.failNext('redemptions.sendLetter', {
      kind: 'server',
      status: 422,
      message: 'Carta expirada',
    });
    form().submit();
    await settle();
    expect(form().error).toEqual({ key: 'errors.server', params: { message: 'Carta expirada' } });
    expect(form().values.email).toBe('ana@exemplo.com');
    form().submit();
    await settle();
    expect(form().succeeded).toBe(true);
  });

  test.prop([fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 }))])(
    'sends exactly when the address is an e-mail',
    async (email) => {
      const { form, sent } = start(email);
      form().submit();
      await settle();
      expect(sent.length).toBe(isValidEmail(email.trim()) ? 1 : 0);
    },
  );
});
