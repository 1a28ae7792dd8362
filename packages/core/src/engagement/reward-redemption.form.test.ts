import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { CampaignEventRequest, CampaignEventResult } from '../campaigns/campaigns.port.ts';
import type { ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import type { Coin } from './coin.schema.ts';
import { connectRewardRedemption } from './reward-redemption.connect.ts';
import {
  rewardProblem,
  rewardRedemptionForm,
  type RewardRedemptionResult,
} from './reward-redemption.form.ts';

const COIN: Coin = { id: '1', program_name: 'Pontos Clube', program_image: null, balance: 35_000 };

/** An engagement reward of the fake world, priced as told. */
function rewardOf(ports: ReturnType<typeof createFakePorts>, price: number | null): Campaign {
  const campaign = ports.world.campaigns[0]!;
  const reward: Campaign = {
    ...campaign,
    event: 'engagement',
    eventData: { ...campaign.eventData!, price },
  };
  ports.world.campaigns[0] = reward;
  return reward;
}

/** Event requests held until the test answers or fails them. */
function heldEvents() {
  const requests: {
    request: CampaignEventRequest;
    settled: boolean;
    answer(result: CampaignEventResult): void;
    fail(error: ClubError): void;
  }[] = [];
  return {
    requests,
    live: () => requests.filter((each) => !each.settled),
    requestEvent: (_id: string, request: CampaignEventRequest) =>
      new Promise<CampaignEventResult>((resolve, reject) => {
        const held = {
          request,
          settled: false,
          answer: (result: CampaignEventResult) => {
            held.settled = true;
            resolve(result);
          },
          fail: (error: ClubError) => {
            held.settled = true;
            reject(error);
          },
        };
        requests.push(held);
      }),
  };
}

function openRedemption(options: { price?: number | null; coin?: Coin; held?: boolean } = {}) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const reward = rewardOf(ports, options.price === undefined ? 3_500 : options.price);
  const coin = options.coin ?? COIN;
  ports.world.coin = coin;
  const held = heldEvents();
  if (options.held) ports.campaigns.requestEvent = held.requestEvent;
  const redeemed: RewardRedemptionResult[] = [];
  let failures = 0;
  const machine = rewardRedemptionForm.withEffects({
    campaigns: ports.campaigns,
    onRedeemed: (result) => redeemed.push(result),
    onFailed: () => (failures += 1),
  });
  const actor = createActor(machine, {
    input: { values: { reward: reward.slug }, deps: { reward, coin } },
  }).start();
  const api = () => connectRewardRedemption(actor.getSnapshot(), actor.send);
  const events = () => ports.recordings.events;
  return { ports, reward, actor, api, held, redeemed, events, failures: () => failures };
}

describe('reward redemption form', () => {
  it('shows the cost in the coin and asks for a confirmation before sending anything', async () => {
    const { api, events } = openRedemption();
    expect(api()).toMatchObject({
      cost: 3_500,
      costText: '35',
      balanceText: '350',
      balanceAfterText: '315',
      problem: null,
      canRedeem: true,
      success: null,
    });
    api().choose();
    await settle();
    expect(api().confirming).toBe(true);
    expect(events()).toEqual([]);
    api().cancel();
    expect(api().confirming).toBe(false);
    expect(events()).toEqual([]);
  });

  it('redeems once for one confirmation, however often it is pressed, and shows the new balance', async () => {
    const { api, events, redeemed, reward } = openRedemption();
    api().choose();
    api().confirm();
    api().confirm();
    api().choose();
    await settle();
    expect(events()).toEqual([
      { campaignId: reward.id, request: { kind: 'reward', value: 3_500 } },
    ]);
    expect(api()).toMatchObject({
      redeemed: true,
      success: true,
      balanceText: '315',
      coin: { balance: 31_500 },
      canRedeem: false,
    });
    expect(redeemed).toEqual([expect.objectContaining({ cost: 3_500, balance: 31_500 })]);
    // Pressing again after a success sends nothing more.
    api().choose();
    api().confirm();
    await settle();
    expect(events()).toHaveLength(1);
  });

  it("takes the server's balance when its answer reports one", async () => {
    const { api, held } = openRedemption({ held: true });
    api().choose();
    api().confirm();
    await settle();
    held.live()[0]!.answer({ code: 'RWD-1', data: { balance: 30_000 } });
    await settle();
    expect(api().result).toMatchObject({ code: 'RWD-1', balance: 30_000 });
    expect(api().balanceText).toBe('300');
  });

  it("says SPEC §8's failure with success false, reloads the balances, and lets the member try again", async () => {
    const { api, held, failures } = openRedemption({ held: true });
    api().choose();
    api().confirm();
    await settle();
    expect(api().redeeming).toBe(true);
    held.live()[0]!.fail({ kind: 'network', message: 'conexão perdida' });
    await settle();
    expect(api()).toMatchObject({
      success: false,
      failure: message('rewards.redeemFailed'),
      redeeming: false,
      canRedeem: true,
      balanceText: '350',
    });
    expect(failures()).toBe(1);
    // Trying again asks for the confirmation again; nothing is re-sent by itself.
    expect(held.requests).toHaveLength(1);
    api().choose();
    await settle();
    expect(api()).toMatchObject({ confirming: true, failure: null, success: null });
    api().confirm();
    await settle();
    held.live()[0]!.answer({});
    await settle();
    expect(api().success).toBe(true);
    expect(held.requests).toHaveLength(2);
  });

  it('never sends a reward the balance does not pay for, nor one without a price', async () => {
    const poor = openRedemption({ coin: { ...COIN, balance: 3_499 } });
    expect(poor.api()).toMatchObject({
      problem: message('rewards.insufficientBalance'),
      canRedeem: false,
    });
    poor.api().choose();
    poor.actor.send({ type: 'SUBMIT' });
    poor.actor.send({ type: 'CONFIRM' });
    await settle();
    expect(poor.api().confirming).toBe(false);
    expect(poor.events()).toEqual([]);

    const unpriced = openRedemption({ price: null });
    expect(unpriced.api()).toMatchObject({
      problem: message('rewards.unavailable'),
      costText: null,
      canRedeem: false,
    });
    unpriced.actor.send({ type: 'SUBMIT' });
    unpriced.actor.send({ type: 'CONFIRM' });
    await settle();
    expect(unpriced.events()).toEqual([]);
  });

  it('names what stops a reward', () => {
    const { reward } = openRedemption();
    expect(rewardProblem(reward, 3_500)).toBeNull();
    expect(rewardProblem(reward, 100)).toBe('rewards.insufficientBalance');
    expect(rewardProblem({ ...reward, eventData: null }, 100_000)).toBe('rewards.unavailable');
    // A campaign of another event is not paid in the coin, whatever its price.
    expect(rewardProblem({ ...reward, event: 'other' }, 100_000)).toBe('rewards.unavailable');
  });

  it('reaches every state, and sends only from a confirmation (xstate/graph)', () => {
    const { ports, reward } = openRedemption();
    const machine = rewardRedemptionForm.withEffects({ campaigns: ports.campaigns });
    const { reached } = checkModel(machine, {
      input: { values: { reward: reward.slug }, deps: { reward, coin: COIN } },
      events: [
        { type: 'SUBMIT' },
        { type: 'CONFIRM' },
        { type: 'CANCEL' },
        {
          type: 'xstate.done.actor.submit',
          output: { cost: 3_500, balance: 31_500, code: null, link: null, message: null },
        },
        { type: 'xstate.error.actor.submit', error: { kind: 'network', message: 'x' } },
      ],
      invariant: (snapshot, event) => {
        if (snapshot.matches('submitting')) expect(event.type).toBe('CONFIRM');
        if (event.type === 'xstate.error.actor.submit')
          expect(snapshot.context.formError).toEqual(message('rewards.redeemFailed'));
      },
    });
    expect(reached).toEqual(stateValues('editing', 'confirming', 'submitting', 'succeeded'));
  });

  // Model run: whatever the member presses and however the server answers, requests sent =
  // confirmations accepted, at most one in flight, and the balance shown is the model's.
  type State = 'ready' | 'confirming' | 'sending' | 'redeemed';
  type Model = { state: State; sent: number; balance: number; failed: boolean };
  type Real = ReturnType<typeof openRedemption>;
  const COST = 3_500;

  const agree = (model: Model, real: Real) => {
    const api = real.api();
    expect(real.held.requests).toHaveLength(model.sent);
    expect(real.held.live().length).toBe(model.state === 'sending' ? 1 : 0);
    expect(api.confirming).toBe(model.state === 'confirming');
    expect(api.redeeming).toBe(model.state === 'sending');
    expect(api.redeemed).toBe(model.state === 'redeemed');
    expect(api.coin.balance).toBe(model.balance);
    expect(api.success).toBe(
      model.state === 'redeemed' ? true : model.failed && model.state === 'ready' ? false : null,
    );
  };
  const command = (
    label: string,
    run: (model: Model, real: Real) => void,
  ): fc.AsyncCommand<Model, Real> => ({
    check: () => true,
    run: async (model, real) => {
      run(model, real);
      await settle();
      agree(model, real);
    },
    toString: () => label,
  });
  const commands = [
    fc.constant(
      command('Choose', (model, real) => {
        real.api().choose();
        if (model.state === 'ready') {
          model.state = 'confirming';
          model.failed = false;
        }
      }),
    ),
    fc.constant(
      command('Confirm', (model, real) => {
        real.api().confirm();
        if (model.state === 'confirming') {
          model.state = 'sending';
          model.sent += 1;
        }
      }),
    ),
    fc.constant(
      command('Cancel', (model, real) => {
        real.api().cancel();
        if (model.state === 'confirming') model.state = 'ready';
      }),
    ),
    fc.constant(
      command('Answer', (model, real) => {
        real.held.live()[0]?.answer({});
        if (model.state === 'sending') {
          model.state = 'redeemed';
          model.balance -= COST;
        }
      }),
    ),
    fc.constant(
      command('Fail', (model, real) => {
        real.held.live()[0]?.fail({ kind: 'server', status: 500, message: 'Erro' });
        if (model.state === 'sending') {
          model.state = 'ready';
          model.failed = true;
        }
      }),
    ),
  ];

  test.prop([fc.commands(commands, { maxCommands: 30 })], { numRuns: 100 })(
    'agrees with the model over any sequence of presses and answers',
    async (sequence) => {
      const real = openRedemption({ held: true });
      await fc.asyncModelRun(
        () => ({
          model: { state: 'ready' as State, sent: 0, balance: COIN.balance, failed: false },
          real,
        }),
        sequence,
      );
      real.actor.stop();
    },
  );
});
