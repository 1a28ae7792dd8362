import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { createClub } from '../club.ts';
import { cashbackRedemptionFlow, withdrawalFlow } from '../flows.ts';
import { connectForm } from '../forms/form.connect.ts';
import { startFlow } from '../shared/flow.ts';
import { message } from '../shared/message-keys.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';

/** A signed-in club whose member holds R$ 45,90 of cashback; counts the member's reloads. */
async function signedIn() {
  const clock = new SimulatedClock();
  const ports = createFakePorts({
    clock,
    members: [{ ...DEMO_MEMBER, user: { cashback: 4590, awards_balance: 12_000 } }],
  });
  ports.world.balanceCents = 4590;
  const user = ports.profile.user.bind(ports.profile);
  const reloads = { count: 0 };
  ports.profile.user = async () => {
    reloads.count += 1;
    const loaded = await user();
    // The server's balance after what was withdrawn.
    return { ...loaded, cashback: ports.world.balanceCents };
  };
  const club = createClub(ports, { scheduler: clock });
  club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
  await waitFor(club.session, (snapshot) => snapshot.matches('signedIn'));
  await waitFor(club.member, (snapshot) => snapshot.context.user !== null);
  return { club, ports, reloads };
}

describe('wallet flows', () => {
  it("holds a withdrawal to the member's balance as it is now, and reloads it after a success", async () => {
    const { club, reloads } = await signedIn();
    const actor = startFlow(withdrawalFlow(club, 'cashback'));
    const form = () => connectForm(actor.getSnapshot(), actor.send);
    const before = reloads.count;
    form().field('pixKey').change('ana@clube.com');
    form().field('valueCents').change(2500);
    form().submit();
    form().confirm();
    await settle(20);
    expect(form().succeeded).toBe(true);
    expect(reloads.count).toBe(before + 1);
    await waitFor(club.member, (snapshot) => snapshot.context.user?.cashback === 2090);
    // R$ 20,90 left: R$ 25,00 no longer fits.
    form().field('valueCents').change(2500);
    form().field('valueCents').blur();
    expect(form().field('valueCents').error).toEqual(message('withdraw.insufficientBalance'));
    actor.stop();
  });

  it('takes the balance it is given, for hosts that hold their own', () => {
    const built = withdrawalFlow(
      createClub(createFakePorts({ clock: new SimulatedClock() })),
      'award',
      1500,
    );
    expect(built.input.deps.balanceCents).toBe(1500);
  });

  it('tells the screen after a cashback redemption, beside reloading the member', async () => {
    const { club, reloads } = await signedIn();
    const redeemed: string[] = [];
    const actor = startFlow(
      cashbackRedemptionFlow(club, { onRedeemed: () => redeemed.push('records') }),
    );
    const form = () => connectForm(actor.getSnapshot(), actor.send);
    const before = reloads.count;
    form().submit();
    form().confirm();
    await settle(20);
    expect(form().succeeded).toBe(true);
    expect(redeemed).toEqual(['records']);
    expect(reloads.count).toBe(before + 1);
    actor.stop();
  });
});
