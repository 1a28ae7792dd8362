import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { createClub } from '../club.ts';
import { pharmacyCardFlow } from '../flows.ts';
import { connectForm } from '../forms/form.connect.ts';
import { startFlow } from '../shared/flow.ts';
import { message } from '../shared/message-keys.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';

/** The pharmacy card of a signed-in member; counts how often the member is reloaded. */
async function openPharmacyCard() {
  const clock = new SimulatedClock();
  const ports = createFakePorts({ clock });
  const user = ports.profile.user.bind(ports.profile);
  const reloads = { count: 0 };
  ports.profile.user = () => {
    reloads.count += 1;
    return user();
  };
  const club = createClub(ports, { scheduler: clock });
  club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
  await waitFor(club.session, (snapshot) => snapshot.matches('signedIn'));
  await settle(20);
  const actor = startFlow(pharmacyCardFlow(club));
  const form = () => connectForm(actor.getSnapshot(), actor.send);
  const activations = () => ports.recordings.calls.filter((call) => call === 'pharmacy.activate');
  const toasts = () => club.toasts.getSnapshot().context.toasts;
  return { ports, form, activations, toasts, reloads };
}

describe('pharmacy card form', () => {
  it("activates once per click, toasts 'Seu cartão foi criado com sucesso' and reloads the member", async () => {
    const { form, activations, toasts, reloads } = await openPharmacyCard();
    const before = reloads.count;
    form().submit();
    expect(form().submitting).toBe(true);
    form().submit();
    await settle(20);
    expect(activations()).toHaveLength(1);
    expect(form().succeeded).toBe(true);
    expect(toasts()).toMatchObject([{ type: 'success', title: { key: 'pharmacy.created' } }]);
    expect(reloads.count).toBe(before + 1);
  });

  it.each([
    ['an answer of success false', false],
    ['a failed request', true],
  ])("on %s toasts and shows 'Houve um erro ao ativar o seu cartão'", async (_what, throws) => {
    const { ports, form, activations, toasts, reloads } = await openPharmacyCard();
    const before = reloads.count;
    if (throws) ports.failNext('pharmacy.activate', { kind: 'server', status: 403, message: 'x' });
    else ports.pharmacy.activate = async () => false;
    form().submit();
    await settle(20);
    expect(form().succeeded).toBe(false);
    expect(form().error).toEqual(message('pharmacy.failed'));
    expect(toasts()).toMatchObject([{ type: 'error', title: { key: 'pharmacy.failed' } }]);
    expect(toasts()[0]?.text ?? null).toBeNull();
    expect(reloads.count).toBe(before);
    expect(activations()).toHaveLength(throws ? 1 : 0);
  });
});
