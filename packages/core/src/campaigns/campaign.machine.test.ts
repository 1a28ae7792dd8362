import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { sequentialIdempotencyKeys } from '../shared/idempotency-key.port.ts';
import { campaignEffects } from './campaign.flow.ts';
import { campaignMachine } from './campaign.machine.ts';

function start(slugIndex = 0) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const campaign = ports.world.campaigns[slugIndex]!;
  const toasts: ToastInput[] = [];
  const logic = campaignMachine.provide(
    campaignEffects(ports.campaigns, sequentialIdempotencyKeys().newKey, {
      notify: (toast) => toasts.push(toast),
    }),
  );
  const actor = createActor(logic, { input: { slug: campaign.slug } }).start();
  return { actor, ports, toasts, campaign };
}

describe('campaign machine', () => {
  it('gives every event request a key of its own and the signal that aborts it', async () => {
    const { ports, campaign } = start();
    const sent: { key: string | undefined; signal: AbortSignalLike | undefined }[] = [];
    ports.campaigns.requestEvent = (_id, _request, options, signal) => {
      sent.push({ key: options?.idempotencyKey, signal });
      return new Promise(() => {});
    };
    const logic = campaignMachine.provide(
      campaignEffects(ports.campaigns, sequentialIdempotencyKeys('k').newKey, { notify: () => {} }),
    );
    const actor = createActor(logic, { input: { slug: campaign.slug } }).start();
    await settle();
    actor.send({ type: 'REQUEST_CODE' });
    actor.send({ type: 'LOAD' });
    await settle();
    actor.send({ type: 'REDEEM_REWARD', value: 5 });
    expect(sent.map((request) => request.key)).toEqual(['k-1', 'k-2']);
    // Loading again left the first request: its signal aborted; the second is still awaited.
    expect(sent.map((request) => request.signal?.aborted)).toEqual([true, false]);
    actor.stop();
  });

  it('empties the campaign while loading another', async () => {
    const { actor, ports } = start();
    await settle();
    expect(actor.getSnapshot().context.campaign?.slug).toBe(ports.world.campaigns[0]?.slug);
    actor.send({ type: 'LOAD', slug: ports.world.campaigns[1]!.slug });
    expect(actor.getSnapshot().context.campaign).toBeNull();
    await settle();
    expect(actor.getSnapshot().context.campaign?.slug).toBe(ports.world.campaigns[1]?.slug);
    actor.send({ type: 'LOAD', slug: 'nao-existe' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('resets the event before a link or payment, then holds the result', async () => {
    const { actor, campaign } = start();
    await settle();
    actor.send({ type: 'REQUEST_LINK' });
    await settle();
    expect(actor.getSnapshot().context.event).toEqual({
      link: `https://parceiro.example/${campaign.slug}`,
    });
    actor.send({ type: 'PAY', priceOption: 1000, method: 'pix' });
    expect(actor.getSnapshot().context.event).toBeNull();
    await settle();
    expect(actor.getSnapshot().context.event).toEqual({ message: 'Pagamento registrado' });
    actor.send({ type: 'REQUEST_CODE' });
    await settle();
    expect(actor.getSnapshot().context.event).toEqual({ code: `COD-${campaign.id}` });
  });

  it('tells a failed reward redemption (success false) but swallows an award one', async () => {
    const { actor, ports, toasts } = start();
    await settle();
    ports.world.coin = { ...ports.world.coin, balance: 10 };
    actor.send({ type: 'REDEEM_REWARD', value: 100 });
    await settle();
    expect(actor.getSnapshot().context.redemption).toEqual({ kind: 'reward', success: false });
    expect(toasts).toEqual([{ type: 'error', title: { key: 'rewards.redeemFailed' } }]);
    actor.send({ type: 'REDEEM_AWARD', value: 100 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      redemption: { kind: 'award', success: false },
      error: null,
    });
    expect(toasts).toHaveLength(1);
    actor.send({ type: 'REDEEM_REWARD', value: 5 });
    await settle();
    expect(actor.getSnapshot().context.redemption).toEqual({ kind: 'reward', success: true });
    actor.send({ type: 'REDEEM_AWARD', value: 5 });
    await settle();
    expect(actor.getSnapshot().context.redemption).toEqual({ kind: 'award', success: true });
  });

  it('tracks without waiting and reports a negative experience', async () => {
    const { actor, ports, campaign } = start();
    await settle();
    ports.failNext('campaigns.track', { kind: 'network', message: 'x' });
    actor.send({ type: 'TRACK', payload: { action: 'view' } });
    actor.send({ type: 'TRACK', payload: { action: 'click' } });
    expect(actor.getSnapshot().value).toBe('ready');
    await settle();
    expect(ports.recordings.tracked).toEqual([
      { campaignId: campaign.id, payload: { action: 'click' } },
    ]);
    actor.send({ type: 'LOAD_NEGATIVE_EXPERIENCE_TYPES' });
    await settle();
    expect(actor.getSnapshot().context.negativeExperienceTypes).toHaveLength(2);
    actor.send({
      type: 'REPORT_NEGATIVE_EXPERIENCE',
      report: { negative_experience_id: '1', message: 'ruim' },
    });
    await settle();
    expect(actor.getSnapshot().context.negativeExperienceSent).toBe(true);
    expect(ports.recordings.negativeExperiences).toEqual([
      { campaignId: campaign.id, report: { negative_experience_id: '1', message: 'ruim' } },
    ]);
  });

  it('keeps errors of event, types and report requests', async () => {
    const { actor, ports } = start();
    await settle();
    for (const [call, event] of [
      ['campaigns.requestEvent', { type: 'REQUEST_LINK' }],
      ['campaigns.negativeExperienceTypes', { type: 'LOAD_NEGATIVE_EXPERIENCE_TYPES' }],
      [
        'campaigns.reportNegativeExperience',
        { type: 'REPORT_NEGATIVE_EXPERIENCE', report: { negative_experience_id: '1' } },
      ],
    ] as const) {
      ports.failNext(call, { kind: 'server', status: 500, message: call });
      actor.send(event);
      await settle();
      expect(actor.getSnapshot().context.error?.message).toBe(call);
      expect(actor.getSnapshot().value).toBe('ready');
    }
  });

  it('reaches every state; loading always starts empty (xstate/graph)', () => {
    const { campaign } = start();
    const { reached } = checkModel(campaignMachine, {
      input: { slug: campaign.slug },
      events: [
        { type: 'LOAD' },
        { type: 'REQUEST_LINK' },
        { type: 'REDEEM_REWARD', value: 1 },
        { type: 'REDEEM_AWARD', value: 1 },
        { type: 'LOAD_NEGATIVE_EXPERIENCE_TYPES' },
        { type: 'REPORT_NEGATIVE_EXPERIENCE', report: { negative_experience_id: '1' } },
        { type: 'xstate.done.actor.loadCampaign', output: campaign },
        { type: 'xstate.error.actor.loadCampaign', error: new Error('x') },
        { type: 'xstate.done.actor.requestEvent', output: { link: 'l' } },
        { type: 'xstate.done.actor.redeemReward', output: {} },
        { type: 'xstate.done.actor.redeemAward', output: {} },
        { type: 'xstate.done.actor.loadNegativeExperienceTypes', output: [] },
        { type: 'xstate.done.actor.reportNegativeExperience' },
      ],
      invariant: (snapshot) => {
        if (snapshot.matches('loading'))
          expect([snapshot.context.campaign, snapshot.context.event]).toEqual([null, null]);
        if (snapshot.matches('requestingEvent')) expect(snapshot.context.event).toBeNull();
      },
    });
    expect(reached).toEqual(
      stateValues(
        'loading',
        'ready',
        'failed',
        'requestingEvent',
        'redeemingReward',
        'redeemingAward',
        'loadingNegativeExperienceTypes',
        'reportingNegativeExperience',
      ),
    );
  });

  test.prop([
    fc.array(fc.constantFrom('REQUEST_LINK', 'REQUEST_CODE', 'PAY'), {
      minLength: 1,
      maxLength: 6,
    }),
  ])('the event always holds the result of the last request', async (requests) => {
    const { actor, campaign } = start();
    await settle();
    for (const request of requests) {
      actor.send(request === 'PAY' ? { type: 'PAY', priceOption: 100 } : { type: request });
      await settle();
    }
    const last = requests.at(-1);
    const expected =
      last === 'PAY'
        ? { message: 'Pagamento registrado' }
        : last === 'REQUEST_CODE'
          ? { code: `COD-${campaign.id}` }
          : { link: `https://parceiro.example/${campaign.slug}` };
    expect(actor.getSnapshot().context.event).toEqual(expected);
  });
});
