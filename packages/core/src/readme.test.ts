import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createClub, createClubScreens } from './index.ts';
import { createFakePorts, DEMO_MEMBER, settle } from './testing/index.ts';

// The README's ten-line example, as written there: if it breaks, the README is wrong.
describe('README example', () => {
  it('tests a withdrawal flow in about ten lines', async () => {
    const clock = new SimulatedClock();
    const ports = createFakePorts({ clock, seed: 7 });
    const club = createClub(ports, { scheduler: clock });
    club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
    await settle();
    const withdrawal = createClubScreens(club).withdrawal('cashback', ports.world.balanceCents);
    withdrawal.send({ type: 'SET_PIX_KEY', pixKey: 'ana@clube.com' });
    withdrawal.send({ type: 'SET_VALUE', valueReais: 25 });
    withdrawal.send({ type: 'SUBMIT' });
    await settle();
    expect(ports.recordings.withdrawals[0]?.payload.value).toBe(2500);
    expect(club.toasts.getSnapshot().context.toasts).toHaveLength(1);
    clock.increment(5000);
    expect(club.toasts.getSnapshot().context.toasts).toEqual([]);
  });
});
