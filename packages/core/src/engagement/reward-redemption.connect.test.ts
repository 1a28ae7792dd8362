import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import { message } from '../shared/message-keys.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import type { Coin } from './coin.schema.ts';
import { connectRewardRedemption } from './reward-redemption.connect.ts';
import { rewardRedemptionForm } from './reward-redemption.form.ts';

function connectFor(price: number | null, balance: number) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const base = ports.world.campaigns[0]!;
  const reward: Campaign = {
    ...base,
    event: 'engagement',
    eventData: { ...base.eventData!, price },
  };
  const coin: Coin = { id: '1', program_name: 'Engaja Coins', program_image: '/c.svg', balance };
  const sent: string[] = [];
  const actor = createActor(rewardRedemptionForm.withEffects({ campaigns: ports.campaigns }), {
    input: { values: { reward: reward.slug }, deps: { reward, coin } },
  }).start();
  const api = connectRewardRedemption(actor.getSnapshot(), (event) => {
    sent.push(event.type);
    actor.send(event);
  });
  return { api, sent };
}

describe('connectRewardRedemption', () => {
  it('formats the cost and both balances in the coin (pt-BR grouping)', () => {
    const { api } = connectFor(150_050, 1_234_500);
    expect(api).toMatchObject({
      cost: 150_050,
      costText: '1.500,5',
      balanceText: '12.345',
      balanceAfterText: '10.844,5',
      coin: { program_name: 'Engaja Coins', balance: 1_234_500 },
      problem: null,
      canRedeem: true,
      confirming: false,
      redeeming: false,
      redeemed: false,
      failure: null,
      success: null,
      result: null,
    });
  });

  it('sends nothing when the reward cannot be redeemed, and says why', () => {
    const { api, sent } = connectFor(5_000, 4_000);
    expect(api.problem).toEqual(message('rewards.insufficientBalance'));
    expect(api.canRedeem).toBe(false);
    api.choose();
    expect(sent).toEqual([]);
  });

  it('maps choose, confirm and cancel to the form events', () => {
    const { api, sent } = connectFor(1_000, 4_000);
    api.choose();
    api.confirm();
    api.cancel();
    expect(sent).toEqual(['SUBMIT', 'CONFIRM', 'CANCEL']);
  });

  it('names the reward by its title, else its name, else its slug', () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const base = ports.world.campaigns[0]!;
    const coin: Coin = { id: '1', program_name: 'Coins', program_image: '/c.svg', balance: 10 };
    const titleOf = (reward: Campaign) => {
      const actor = createActor(rewardRedemptionForm.machine, {
        input: { values: { reward: reward.slug }, deps: { reward, coin } },
      }).start();
      return connectRewardRedemption(actor.getSnapshot(), actor.send).title;
    };
    expect(titleOf({ ...base, title: 'Vale', name: 'Nome' })).toBe('Vale');
    expect(titleOf({ ...base, title: null, name: 'Nome' })).toBe('Nome');
    expect(titleOf({ ...base, title: null, name: null })).toBe(base.slug);
  });

  it("offers the redeemed reward's link only when it is safe to follow", async () => {
    const linkAfterRedeeming = async (link: string) => {
      const ports = createFakePorts({ clock: new SimulatedClock() });
      const base = ports.world.campaigns[0]!;
      const reward: Campaign = {
        ...base,
        event: 'engagement',
        eventData: { ...base.eventData!, price: 100 },
      };
      const coin: Coin = {
        id: '1',
        program_name: 'Coins',
        program_image: '/c.svg',
        balance: 1_000,
      };
      const machine = rewardRedemptionForm.machine.provide({
        actors: {
          submit: fromPromise(async () => ({
            cost: 100,
            balance: 900,
            code: null,
            link,
            message: null,
          })),
        },
      } as never);
      const actor = createActor(machine, {
        input: { values: { reward: reward.slug }, deps: { reward, coin } },
      }).start();
      const api = () => connectRewardRedemption(actor.getSnapshot(), actor.send);
      expect(api().link).toBeNull();
      api().choose();
      api().confirm();
      await settle();
      expect(api().redeemed).toBe(true);
      return api().link;
    };
    expect(await linkAfterRedeeming('https://parceiro.example/cupom')).toBe(
      'https://parceiro.example/cupom',
    );
    expect(await linkAfterRedeeming('javascript:alert(1)')).toBeNull();
  });
});
