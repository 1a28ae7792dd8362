import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectForm } from '../forms/form.connect.ts';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { letterRequestForm } from './letter-request.form.ts';

function start() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const sent: unknown[] = [];
  const requestLetter = ports.redemptions.requestLetter.bind(ports.redemptions);
  ports.redemptions.requestLetter = async (campaignId, data) => {
    sent.push({ campaignId, data });
    return requestLetter(campaignId, data);
  };
  const toasts: ToastInput[] = [];
  const machine = letterRequestForm.withEffects({
    redemptions: ports.redemptions,
    notify: (toast) => toasts.push(toast),
  });
  const actor = createActor(machine, {
    input: {
      values: { name: 'Ana', document: '', number: '', email: 'ana@exemplo.com', statement: false },
      deps: { campaignId: ports.world.campaigns[0]!.id },
    },
  }).start();
  return { form: () => connectForm(actor.getSnapshot(), actor.send), sent, toasts };
}

describe('letter request form', () => {
  it('refuses a document that is not 14 characters and an unaccepted statement, sending nothing', async () => {
    const { form, sent } = start();
    form().field('document').change('123');
    form().field('number').change('42');
    form().submit();
    await settle();
    expect(form().field('document').error).toEqual({ key: 'validation.letterData' });
    expect(form().field('statement').error).toEqual({ key: 'validation.required' });
    expect(sent).toEqual([]);
    expect(form().values.document).toBe('123');
  });

  it('sends the letter data once every field is right', async () => {
    const { form, sent, toasts } = start();
    form().field('document').change('12345678901234');
    form().field('number').change('42');
    form().field('statement').change(true);
    form().submit();
    form().submit(); // a second click while sending sends nothing more
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      data: { name: 'Ana', document: '12345678901234', number: '42', statement: true },
    });
    expect(form().succeeded).toBe(true);
    expect(toasts[0]).toMatchObject({ type: 'success', title: { key: 'letters.requested' } });
  });
});
