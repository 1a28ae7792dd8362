import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createClub } from '../club.ts';
import { connectForm } from '../forms/form.connect.ts';
import { systemClock } from '../shared/clock.port.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { changePasswordForm } from './change-password.form.ts';

async function signedIn() {
  const ports = createFakePorts({ clock: systemClock });
  const club = createClub(ports);
  club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
  await settle();
  const machine = changePasswordForm.withEffects({ account: ports.memberAccount, notify: null });
  const actor = createActor(machine, {
    input: { values: { current: '', password: '', confirmation: '' }, deps: {} },
  }).start();
  const form = () => connectForm(actor.getSnapshot(), actor.send);
  const fill = (current: string, password: string, confirmation: string) => {
    form().field('current').change(current);
    form().field('password').change(password);
    form().field('confirmation').change(confirmation);
  };
  return { ports, club, form, fill };
}

describe('change password form', () => {
  it('checks length and confirmation before sending anything', async () => {
    const { ports, form, fill } = await signedIn();
    fill(DEMO_MEMBER.password, '123', '456');
    form().submit();
    await settle();
    expect(form().field('password').error).toEqual({ key: 'validation.passwordLength' });
    expect(form().field('confirmation').error).toEqual({ key: 'validation.passwordMismatch' });
    expect(ports.recordings.calls).not.toContain('memberAccount.changePassword');
  });

  it('says a wrong current password on its field and keeps what was typed', async () => {
    const { form, fill } = await signedIn();
    fill('errada', 'nova-senha', 'nova-senha');
    form().submit();
    await settle();
    expect(form().field('current').error).toEqual({ key: 'password.currentWrong' });
    expect(form().values).toEqual({
      current: 'errada',
      password: 'nova-senha',
      confirmation: 'nova-senha',
    });
  });

  it('changes the password: the new one signs in, the fields empty', async () => {
    const { ports, club, form, fill } = await signedIn();
    fill(DEMO_MEMBER.password, 'nova-senha', 'nova-senha');
    form().submit();
    await settle();
    expect(form().succeeded).toBe(true);
    expect(form().values).toEqual({ current: '', password: '', confirmation: '' });
    await expect(
      ports.auth.login({ document: DEMO_MEMBER.document, password: 'nova-senha' }),
    ).resolves.toMatchObject({ kind: 'token' });
    club.stop();
  });
});
