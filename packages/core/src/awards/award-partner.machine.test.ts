import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectLoad } from '../shared/load.connect.ts';
import { withLoad } from '../shared/load.machine.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { awardPartnerMachine, loadAwardPartner } from './award-partner.machine.ts';

function open(slug: string) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const machine = withLoad(awardPartnerMachine, (signal) =>
    loadAwardPartner({ awards: ports.awards, slug }, signal),
  );
  const actor = createActor(machine, { input: { eager: true } }).start();
  return { ports, api: () => connectLoad(actor.getSnapshot(), actor.send) };
}

describe('award partner (premios/:partnerSlug)', () => {
  it('loads the award partner of the slug with its award campaigns only', async () => {
    const probe = createFakePorts({ clock: new SimulatedClock() });
    const award = probe.world.campaigns.find((campaign) => campaign.event === 'award')!;
    const { api } = open(award.partner!.slug);
    await settle();
    const campaigns = api().data?.campaigns ?? [];
    expect(campaigns.map((campaign) => campaign.slug)).toContain(award.slug);
    const events = campaigns.map(
      (campaign) => probe.world.campaigns.find((each) => each.slug === campaign.slug)?.event,
    );
    expect(new Set(events)).toEqual(new Set(['award']));
  });

  it('fails with a 404 for a partner without awards, and recovers on retry', async () => {
    const { api, ports } = open('nao-existe');
    await settle();
    expect(api().error).toMatchObject({ status: 404 });
    ports.failNext('awards.partners', { kind: 'server', status: 500, message: 'x' });
    api().retry();
    await settle();
    expect(api().error).toMatchObject({ status: 500 });
  });
});
