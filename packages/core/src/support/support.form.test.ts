import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { createClub } from '../club.ts';
import { supportFlow } from '../flows.ts';
import { connectForm } from '../forms/form.connect.ts';
import type { ClubError } from '../shared/club-error.ts';
import { startFlow } from '../shared/flow.ts';
import { message } from '../shared/message-keys.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { EMPTY_SUPPORT } from './support.form.ts';

/** The support form of a signed-in member's club over fake ports. */
async function openSupport() {
  const clock = new SimulatedClock();
  const ports = createFakePorts({ clock });
  const club = createClub(ports, { scheduler: clock });
  club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
  await waitFor(club.session, (snapshot) => snapshot.matches('signedIn'));
  const actor = startFlow(supportFlow(club));
  const form = () => connectForm(actor.getSnapshot(), actor.send);
  const fill = (subject: string, text: string) => {
    form().field('subject').change(subject);
    form().field('message').change(text);
  };
  const toasts = () => club.toasts.getSnapshot().context.toasts;
  const sends = () => ports.recordings.calls.filter((call) => call === 'support.send');
  return { ports, form, fill, toasts, sends };
}

describe('support form', () => {
  it('needs subject and message: checked on blur, cleared on focus, nothing sent', async () => {
    const { form, sends } = await openSupport();
    expect(form().field('subject').required).toBe(true);
    form().field('subject').blur();
    expect(form().field('subject').error).toEqual(message('validation.required'));
    form().field('subject').focus();
    expect(form().field('subject').error).toBeNull();
    form().field('subject').change('Ajuda');
    form().submit();
    await settle();
    expect(form().field('message').error).toEqual(message('validation.required'));
    expect(form().submitting).toBe(false);
    expect(sends()).toEqual([]);
  });

  it("sends one request per click, toasts 'Suporte' and empties the fields", async () => {
    const { ports, form, fill, toasts, sends } = await openSupport();
    fill('  Cupom  ', 'O cupom não funcionou');
    form().submit();
    expect(form().submitting).toBe(true);
    expect(form().field('subject').locked).toBe(true);
    form().submit();
    form().submit();
    await settle(20);
    expect(sends()).toHaveLength(1);
    expect(ports.recordings.supportRequests).toEqual([
      { subject: 'Cupom', message: 'O cupom não funcionou' },
    ]);
    expect(form().succeeded).toBe(true);
    expect(form().values).toEqual(EMPTY_SUPPORT);
    expect(toasts()).toMatchObject([
      {
        type: 'success',
        title: { key: 'support.successTitle' },
        text: { key: 'support.successText' },
      },
    ]);
  });

  it("on a failure toasts 'Ops!', keeps the input and the server's error data", async () => {
    const { ports, form, fill, toasts, sends } = await openSupport();
    const failure: ClubError = {
      kind: 'server',
      status: 422,
      message: 'Assunto muito longo',
      data: { errors: [{ message: 'Assunto muito longo' }] },
    };
    ports.failNext('support.send', failure);
    fill('Cupom', 'O cupom não funcionou');
    form().submit();
    await settle(20);
    expect(form().values).toEqual({ subject: 'Cupom', message: 'O cupom não funcionou' });
    expect(form().failure).toEqual(failure);
    expect(form().error).toEqual(message('errors.server', { message: 'Assunto muito longo' }));
    expect(toasts()).toMatchObject([
      {
        type: 'error',
        title: { key: 'support.failureTitle' },
        text: { key: 'support.failureText' },
      },
    ]);
    // Nothing is sent again until the member clicks again; then the same text goes.
    expect(sends()).toHaveLength(1);
    form().submit();
    await settle(20);
    expect(form().succeeded).toBe(true);
    expect(ports.recordings.supportRequests).toEqual([
      { subject: 'Cupom', message: 'O cupom não funcionou' },
    ]);
  });
});
