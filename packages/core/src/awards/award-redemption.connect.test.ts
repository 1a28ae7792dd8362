import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectAwardRedemption } from './award-redemption.connect.ts';
import { awardRedemptionForm } from './award-redemption.form.ts';

const money = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s'));

function open(balanceCents: number | null) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const seeded = ports.world.campaigns[0]!;
  const award: Campaign = {
    ...seeded,
    title: null,
    name: 'Vale compras',
    event: 'award',
    eventData: { ...seeded.eventData!, price: null, prices_options: [1_000, 5_000] },
  };
  ports.world.campaigns[0] = award;
  const actor = createActor(awardRedemptionForm.withEffects({ campaigns: ports.campaigns }), {
    input: { values: { value: null }, deps: { award, balance: balanceCents } },
  }).start();
  return () => connectAwardRedemption(actor.getSnapshot(), actor.send, balanceCents);
}

describe('connectAwardRedemption', () => {
  it('names the award and says each amount, and whether the balance pays for it', () => {
    const api = open(2_000);
    expect(api().title).toBe('Vale compras');
    expect(api().choices).toEqual([
      { value: 1_000, valueText: expect.stringMatching(money('R$ 10,00')), affordable: true },
      { value: 5_000, valueText: expect.stringMatching(money('R$ 50,00')), affordable: false },
    ]);
    expect(open(null)().choices.every((choice) => choice.affordable)).toBe(true);
  });

  it('says the amount chosen, and the amount redeemed once it went through', async () => {
    const api = open(20_000);
    api().choose(5_000);
    expect(api().chosenText).toMatch(money('R$ 50,00'));
    expect(api().resultText).toBeNull();
    api().redeem();
    await settle();
    api().confirm();
    await settle(20);
    expect(api().redeemed).toBe(true);
    expect(api().resultText).toMatch(money('R$ 50,00'));
  });
});
