import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectCampaign } from './campaign.connect.ts';
import { sequentialIdempotencyKeys } from '../shared/idempotency-key.port.ts';
import { campaignEffects } from './campaign.flow.ts';
import { campaignMachine } from './campaign.machine.ts';
import type { CampaignType } from './campaign-action.rules.ts';

async function open(type: CampaignType | null, slug?: string, endDate?: string) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const campaign = ports.world.campaigns[0]!;
  if (type) Object.assign(campaign, { type });
  if (endDate) Object.assign(campaign, { end_date: endDate });
  const tracked: string[] = [];
  const track = ports.campaigns.track.bind(ports.campaigns);
  ports.campaigns.track = async (id, payload) => {
    tracked.push(id);
    return track(id, payload);
  };
  const logic = campaignMachine.provide(
    campaignEffects(ports.campaigns, sequentialIdempotencyKeys().newKey, { notify: () => {} }),
  );
  const actor = createActor(logic, { input: { slug: slug ?? campaign.slug } }).start();
  await settle();
  const api = () => connectCampaign(actor.getSnapshot(), actor.send);
  return { api, actor, campaign, tracked, ports };
}

describe('connectCampaign', () => {
  it('a voucher campaign asks for its code and shows it', async () => {
    const { api, campaign } = await open('voucher');
    expect(api().action).toMatchObject({ kind: 'requestCode', label: 'campaignAction.voucher' });
    api().act();
    expect(api().acting).toBe(true);
    await settle();
    expect(api().acting).toBe(false);
    expect(api().code).toBe(`COD-${campaign.id}`);
    expect(api().link).toBeNull();
  });

  it('an ended offer shows as ended, with no button, and asks for nothing', async () => {
    const { actor } = await open('voucher', undefined, '2026-11-22');
    const at = (now: number) => connectCampaign(actor.getSnapshot(), actor.send, now);
    // The last day, in São Paulo: still running, one day left.
    const lastDay = at(Date.UTC(2026, 10, 22, 20));
    expect(lastDay).toMatchObject({ ended: false, expiry: { date: '22/11/2026' } });
    expect(lastDay.expiry?.left).toMatchObject({ days: 1 });
    expect(lastDay.action?.kind).toBe('requestCode');
    const after = at(Date.UTC(2026, 10, 23, 12));
    expect(after).toMatchObject({ ended: true, action: null });
    after.act();
    after.pay(1000);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    await settle();
    expect(at(Date.UTC(2026, 10, 23, 12)).code).toBeNull();
  });

  it('an online campaign is tracked and asks for its link', async () => {
    const { api, campaign, tracked } = await open('online');
    api().act();
    await settle();
    expect(api().link).toBe(`https://parceiro.example/${campaign.slug}`);
    expect(tracked).toEqual([campaign.id]);
  });

  it('a payment or information campaign sends nothing on act (the view navigates)', async () => {
    for (const type of ['payment', 'info', 'pharmacy', 'letter'] as const) {
      const { api, tracked } = await open(type);
      api().act();
      expect(api().acting).toBe(false);
      await settle();
      expect(api().code).toBeNull();
      expect(api().link).toBeNull();
      expect(tracked).toEqual([]);
    }
  });

  it('a missing campaign is not found, and retry loads again', async () => {
    const { api } = await open(null, 'nao-existe');
    expect(api().campaign).toBeNull();
    expect(api().error).toMatchObject({ kind: 'server', status: 404 });
    expect(api().notFound).toBe(true);
    api().retry();
    expect(api().loading).toBe(true);
  });

  it('says while the kinds of negative experience are asked for, then lists them', async () => {
    const { api } = await open('info');
    expect(api().negativeExperienceTypesLoading).toBe(false);
    api().loadNegativeExperienceTypes();
    expect(api().negativeExperienceTypesLoading).toBe(true);
    await settle();
    expect(api().negativeExperienceTypesLoading).toBe(false);
    expect(api().negativeExperienceTypes.map((type) => type.id)).toEqual(['1', '2']);
  });

  it("a failed ask for the kinds is the report's, not the button's; asking again clears it", async () => {
    const { api, ports } = await open('voucher');
    ports.failNext('campaigns.negativeExperienceTypes', {
      kind: 'server',
      status: 500,
      message: 'Erro',
    });
    api().loadNegativeExperienceTypes();
    await settle();
    expect(api()).toMatchObject({ negativeExperienceTypesFailed: true, actionError: null });
    api().loadNegativeExperienceTypes();
    expect(api().negativeExperienceTypesFailed).toBe(false);
    await settle();
    expect(api().negativeExperienceTypes).toHaveLength(2);
    ports.failNext('campaigns.requestEvent', { kind: 'server', status: 422, message: 'Esgotado' });
    api().act();
    await settle();
    expect(api()).toMatchObject({
      actionError: { message: 'Esgotado' },
      negativeExperienceTypesFailed: false,
    });
  });
});
