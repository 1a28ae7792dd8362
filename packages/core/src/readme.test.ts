import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { connectForm } from './forms/index.ts';
import { createClub, createClubFlows, startFlow } from './index.ts';
import fc from 'fast-check';
import {
  arbitraryClubError,
  createFakePorts,
  DEMO_MEMBER,
  failInvoke,
  settle,
  startHeldWithdrawal,
} from './testing/index.ts';

// The README's ten-line example, as written there: if it breaks, the README is wrong.
describe('README example', () => {
  it('tests a withdrawal flow in about ten lines', async () => {
    const clock = new SimulatedClock();
    const ports = createFakePorts({ clock, seed: 7 }); // every port, over a seeded world
    const club = createClub(ports, { scheduler: clock }); // timers on simulated time
    club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
    await settle();
    const actor = startFlow(createClubFlows(club).withdrawal('cashback', ports.world.balanceCents));
    const form = () => connectForm(actor.getSnapshot(), actor.send);
    form().field('pixKey').change('ana@clube.com');
    form().field('valueCents').change(2500); // cents, as the money input emits them
    form().submit(); // key and value are shown to confirm; nothing is sent yet
    form().confirm();
    await settle();
    expect(ports.recordings.withdrawals[0]?.payload.value).toBe(2500);
    expect(club.toasts.getSnapshot().context.toasts).toMatchObject([
      { type: 'success', title: { key: 'withdraw.success' } },
    ]);
    clock.increment(5000); // the success toast has closed
    expect(club.toasts.getSnapshot().context.toasts).toEqual([]);
  });
});

// The README's invoke example, as written there.
describe('README: answering a port without knowing invoke ids', () => {
  it('fails the running invoke with any ClubError; the member keeps what they typed', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryClubError, async (error) => {
        const { actor, stop } = startHeldWithdrawal(10_000);
        actor.send({ type: 'CHANGE', field: 'pixKey', value: 'ana@clube.com' });
        actor.send({ type: 'CHANGE', field: 'valueCents', value: 2500 });
        actor.send({ type: 'SUBMIT' });
        actor.send({ type: 'CONFIRM' });
        failInvoke(actor, error); // no invoke id needed
        await settle(actor, (snapshot) => snapshot.matches('editing'));
        expect(actor.getSnapshot().context.values.pixKey).toBe('ana@clube.com'); // kept
        stop();
      }),
    );
  });
});
