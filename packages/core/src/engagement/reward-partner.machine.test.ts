import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectLoad } from '../shared/load.connect.ts';
import { withLoad } from '../shared/load.machine.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { loadRewardPartner, rewardPartnerMachine } from './reward-partner.machine.ts';

function open(slug: string) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const asked: unknown[] = [];
  const partners = ports.engagement.partners.bind(ports.engagement);
  ports.engagement.partners = (query, signal) => {
    asked.push(query);
    return partners(query, signal);
  };
  const machine = withLoad(rewardPartnerMachine, (signal) =>
    loadRewardPartner({ engagement: ports.engagement, slug }, signal),
  );
  const actor = createActor(machine, { input: { eager: true } }).start();
  return { ports, asked, api: () => connectLoad(actor.getSnapshot(), actor.send) };
}

describe('reward partner (Detalhes da recompensa)', () => {
  it('loads the engagement partner of the slug with its rewards and their prices', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const reward = ports.world.campaigns.find((campaign) => campaign.event === 'engagement')!;
    const { api, asked } = open(reward.partner!.slug);
    expect(api().loading).toBe(true);
    await settle();
    expect(asked).toEqual([{ slug: reward.partner!.slug, page: 1, limit: 18 }]);
    expect(api().data?.slug).toBe(reward.partner!.slug);
    expect(api().data?.campaigns).toContainEqual(
      expect.objectContaining({ slug: reward.slug, eventData: { price: reward.eventData!.price } }),
    );
  });

  it('fails with a 404 for a partner the club does not have, and retries', async () => {
    const { api, ports } = open('nao-existe');
    await settle();
    expect(api().error).toMatchObject({ kind: 'server', status: 404 });
    ports.failNext('engagement.partners', { kind: 'network', message: 'offline' });
    api().retry();
    await settle();
    expect(api().error).toMatchObject({ kind: 'network' });
  });
});
