import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { createClub } from '../club.ts';
import { cashbackRedemptionFlow } from '../flows.ts';
import { connectForm } from '../forms/form.connect.ts';
import type { ClubError } from '../shared/club-error.ts';
import { startFlow } from '../shared/flow.ts';
import { message } from '../shared/message-keys.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';

/** The cashback redemption of a signed-in member; counts how often the member is reloaded. */
async function openRedemption() {
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
  const actor = startFlow(cashbackRedemptionFlow(club));
  const form = () => connectForm(actor.getSnapshot(), actor.send);
  const redemptions = () =>
    ports.recordings.calls.filter((call) => call === 'wallet.redeemCashback');
  const toasts = () => club.toasts.getSnapshot().context.toasts;
  return { ports, form, redemptions, toasts, reloads };
}

describe('cashback redemption form', () => {
  it('asks for confirmation first: nothing is sent before CONFIRM, and CANCEL sends nothing', async () => {
    const { form, redemptions } = await openRedemption();
    form().submit();
    await settle();
    expect(form().confirming).toBe(true);
    expect(redemptions()).toEqual([]);
    form().cancel();
    await settle();
    expect(form().confirming).toBe(false);
    expect(redemptions()).toEqual([]);
  });

  it("sends one request however often it is clicked, toasts 'Resgate realizado com sucesso' and reloads the balance", async () => {
    const { form, redemptions, toasts, reloads } = await openRedemption();
    const before = reloads.count;
    form().submit();
    form().confirm();
    form().confirm();
    form().submit();
    await settle(20);
    expect(redemptions()).toHaveLength(1);
    expect(form().succeeded).toBe(true);
    expect(form().result).toEqual({ message: 'Resgate realizado com sucesso' });
    expect(toasts()).toMatchObject([{ type: 'success', title: { key: 'cashback.redeemed' } }]);
    expect(reloads.count).toBe(before + 1);
  });

  it("on a failure shows the server's message as a toast and on the form, and does not retry", async () => {
    const { ports, form, redemptions, toasts, reloads } = await openRedemption();
    const before = reloads.count;
    const failure: ClubError = {
      kind: 'server',
      status: 422,
      message: 'Nenhum dinheiro de volta disponível',
    };
    ports.failNext('wallet.redeemCashback', failure);
    form().submit();
    form().confirm();
    await settle(20);
    const said = message('errors.server', { message: 'Nenhum dinheiro de volta disponível' });
    expect(form().error).toEqual(said);
    expect(form().failure).toEqual(failure);
    expect(toasts()).toMatchObject([{ type: 'error', title: said }]);
    expect(reloads.count).toBe(before);
    await settle(20);
    expect(redemptions()).toHaveLength(1);
    // The member decides to try again.
    form().submit();
    form().confirm();
    await settle(20);
    expect(redemptions()).toHaveLength(2);
    expect(form().succeeded).toBe(true);
  });

  it("a failure without words reads as the generic 'Erro!'", async () => {
    const { ports, form, toasts } = await openRedemption();
    ports.failNext('wallet.redeemCashback', { kind: 'network', message: ' ' });
    form().submit();
    form().confirm();
    await settle(20);
    expect(form().error).toEqual(message('validation.generic'));
    expect(toasts()).toMatchObject([{ type: 'error', title: message('validation.generic') }]);
  });
});
