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
import { connectAwardRedemption } from './award-redemption.connect.ts';
import { awardRedemptionForm } from './award-redemption.form.ts';

const OPTIONS = [1_000, 2_000, 5_000, 10_000, 50_000];

function awardOf(ports: ReturnType<typeof createFakePorts>): Campaign {
  const campaign = ports.world.campaigns[0]!;
  const award: Campaign = {
    ...campaign,
    event: 'award',
    eventData: {
      ...campaign.eventData!,
      price: null,
      value: 5_000,
      min_value: 1_000,
      max_value: 50_000,
      prices_options: OPTIONS,
    },
  };
  ports.world.campaigns[0] = award;
  return award;
}

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

function openAward(options: { balance?: number | null; held?: boolean } = {}) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const award = awardOf(ports);
  const held = heldEvents();
  if (options.held) ports.campaigns.requestEvent = held.requestEvent;
  let balance = options.balance === undefined ? 12_000 : options.balance;
  const redeemed: number[] = [];
  // The member's balance as the flow watches it: a redemption lowers it and says so.
  const watchers = new Set<(balance: number | null) => void>();
  const machine = awardRedemptionForm.withEffects({
    campaigns: ports.campaigns,
    onRedeemed: (result) => {
      redeemed.push(result.value);
      if (balance !== null) balance -= result.value;
      for (const changed of watchers) changed(balance);
    },
    watchBalance: (changed) => {
      watchers.add(changed);
      return () => watchers.delete(changed);
    },
  });
  const actor = createActor(machine, {
    input: { values: { value: null }, deps: { award, balance } },
  }).start();
  const api = () => connectAwardRedemption(actor.getSnapshot(), actor.send);
  return { ports, award, actor, api, held, redeemed, balance: () => balance };
}

describe('award redemption form', () => {
  it("offers the award's amounts and refuses an empty choice without sending", async () => {
    const { api, ports } = openAward();
    expect(api().options).toEqual(OPTIONS);
    api().redeem();
    await settle();
    expect(api().value.error).toEqual(message('validation.required'));
    expect(api().confirming).toBe(false);
    expect(ports.recordings.events).toEqual([]);
  });

  it('refuses at once an amount above the balance, or one the award does not offer', () => {
    const { api } = openAward({ balance: 4_000 });
    api().choose(5_000);
    expect(api().value).toMatchObject({
      value: 5_000,
      error: message('awards.insufficientBalance'),
    });
    api().choose(3_000);
    expect(api().value.error).toEqual(message('awards.valueUnavailable'));
    api().choose(2_000);
    expect(api().value.error).toBeNull();
  });

  it('confirms the amount, then redeems once for one confirmation and reloads the balance', async () => {
    const { api, ports, award, redeemed, balance } = openAward();
    api().choose(5_000);
    api().redeem();
    await settle();
    expect(api().confirming).toBe(true);
    expect(ports.recordings.events).toEqual([]);
    api().confirm();
    api().confirm();
    api().redeem();
    await settle();
    expect(ports.recordings.events).toEqual([
      { campaignId: award.id, request: { kind: 'award', value: 5_000 } },
    ]);
    expect(api()).toMatchObject({ redeemed: true, result: { value: 5_000 } });
    expect(redeemed).toEqual([5_000]);
    expect(balance()).toBe(7_000);
    // Another redemption starts from no amount, checked against the new balance.
    api().again();
    expect(api().value.value).toBeNull();
    api().choose(10_000);
    expect(api().value.error).toEqual(message('awards.insufficientBalance'));
  });

  it('swallows a failure (SPEC §8): no message, the amount kept, ready to try again', async () => {
    const { api, actor, held, redeemed } = openAward({ held: true });
    api().choose(2_000);
    api().redeem();
    api().confirm();
    await settle();
    expect(api().redeeming).toBe(true);
    held.live()[0]!.fail({ kind: 'server', status: 500, message: 'Erro interno simulado' });
    await settle();
    const after = api();
    expect(after).toMatchObject({ redeeming: false, redeemed: false, confirming: false });
    expect(after.value).toMatchObject({ value: 2_000, error: null });
    expect(actor.getSnapshot().context.formError).toBeNull();
    expect(redeemed).toEqual([]);
    api().redeem();
    api().confirm();
    await settle();
    held.live()[0]!.answer({ code: 'AWD-1' });
    await settle();
    expect(api()).toMatchObject({ redeemed: true, result: { value: 2_000, code: 'AWD-1' } });
    expect(held.requests).toHaveLength(2);
  });

  it('reaches every state (xstate/graph)', () => {
    const { ports, award } = openAward();
    const machine = awardRedemptionForm.withEffects({ campaigns: ports.campaigns });
    const { reached } = checkModel(machine, {
      input: { values: { value: null }, deps: { award, balance: 12_000 } },
      events: [
        { type: 'CHANGE', field: 'value', value: 5_000 },
        { type: 'CHANGE', field: 'value', value: 50_000 },
        { type: 'SUBMIT' },
        { type: 'CONFIRM' },
        { type: 'CANCEL' },
        { type: 'RESET' },
        {
          type: 'xstate.done.actor.submit',
          output: { value: 5_000, code: null, message: null },
        },
        { type: 'xstate.error.actor.submit', error: { kind: 'network', message: 'x' } },
      ],
      invariant: (snapshot) => {
        // Never sent nor confirmed with an amount the balance does not pay for.
        if (snapshot.matches('confirming') || snapshot.matches('submitting'))
          expect(snapshot.context.values.value).toBe(5_000);
        // Swallowed: a failure never leaves a message.
        expect(snapshot.context.formError).toBeNull();
      },
    });
    expect(reached).toEqual(stateValues('editing', 'confirming', 'submitting', 'succeeded'));
  });

  // Model run: any choices, presses and answers; requests = confirmations accepted, each with
  // the amount chosen and affordable; a failure changes nothing the member chose.
  type State = 'editing' | 'confirming' | 'sending' | 'redeemed';
  type Model = { state: State; value: number | null; sent: number[]; balance: number };
  type Real = ReturnType<typeof openAward>;

  const agree = (model: Model, real: Real) => {
    const api = real.api();
    expect(real.held.requests.map((each) => each.request)).toEqual(
      model.sent.map((value) => ({ kind: 'award', value })),
    );
    expect(real.held.live().length).toBe(model.state === 'sending' ? 1 : 0);
    expect(api.confirming).toBe(model.state === 'confirming');
    expect(api.redeeming).toBe(model.state === 'sending');
    expect(api.redeemed).toBe(model.state === 'redeemed');
    expect(api.value.value).toBe(model.value);
    expect(real.balance()).toBe(model.balance);
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
    fc.constantFrom(...OPTIONS, 3_000).map((amount) =>
      command(`Choose(${amount})`, (model, real) => {
        real.api().choose(amount);
        if (model.state === 'editing' || model.state === 'redeemed') {
          model.value = amount;
          model.state = 'editing';
        }
      }),
    ),
    fc.constant(
      command('Redeem', (model, real) => {
        real.api().redeem();
        const fine =
          model.value !== null && OPTIONS.includes(model.value) && model.value <= model.balance;
        if (model.state === 'editing' && fine) model.state = 'confirming';
      }),
    ),
    fc.constant(
      command('Confirm', (model, real) => {
        real.api().confirm();
        if (model.state !== 'confirming') return;
        model.state = 'sending';
        model.sent.push(model.value ?? 0);
      }),
    ),
    fc.constant(
      command('Cancel', (model, real) => {
        real.api().cancel();
        if (model.state === 'confirming') model.state = 'editing';
      }),
    ),
    fc.constant(
      command('Again', (model, real) => {
        real.api().again();
        if (model.state === 'editing' || model.state === 'redeemed') {
          model.state = 'editing';
          model.value = null;
        }
      }),
    ),
    fc.constant(
      command('Answer', (model, real) => {
        const live = real.held.live()[0];
        live?.answer({});
        if (model.state !== 'sending') return;
        model.state = 'redeemed';
        model.balance -= model.value ?? 0;
      }),
    ),
    fc.constant(
      command('Fail', (model, real) => {
        real.held.live()[0]?.fail({ kind: 'network', message: 'offline' });
        if (model.state === 'sending') model.state = 'editing';
      }),
    ),
  ];

  test.prop([fc.commands(commands, { maxCommands: 30 })], { numRuns: 100 })(
    'agrees with the model over any sequence of choices, presses and answers',
    async (sequence) => {
      const real = openAward({ held: true, balance: 60_000 });
      await fc.asyncModelRun(
        () => ({
          model: { state: 'editing' as State, value: null, sent: [], balance: 60_000 },
          real,
        }),
        sequence,
      );
      real.actor.stop();
    },
  );
});
