import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { awardRedemptionFormMachine } from '../awards/award-redemption.form.ts';
import { createClub } from '../club.ts';
import {
  awardPartnerFlow,
  awardRedemptionFlow,
  createClubFlows,
  rewardPartnerFlow,
  rewardRedemptionFlow,
} from '../flows.ts';
import { createFlowActor, startFlow } from '../shared/flow.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { rewardRedemptionFormMachine } from './reward-redemption.form.ts';

async function signedInClub() {
  const clock = new SimulatedClock();
  clock.set(Date.UTC(2026, 10, 22, 12));
  const ports = createFakePorts({
    clock,
    members: [{ ...DEMO_MEMBER, user: { awards_balance: 12_000, engagement_balance: 120_000 } }],
  });
  const club = createClub(ports, { scheduler: clock });
  club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
  await waitFor(club.session, (snapshot) => snapshot.matches('signedIn'));
  await settle(20);
  return { club, ports, clock };
}

describe('rewards and awards flows', () => {
  it('build without calling any port, on the club clock', async () => {
    const { club, ports, clock } = await signedInClub();
    const before = [...ports.recordings.calls];
    const flows = createClubFlows(club);
    const campaign = ports.world.campaigns[0]!;
    const built = [
      flows.rewardPartner('pizzaria'),
      flows.rewardRedemption(campaign, ports.world.coin),
      flows.awardPartner('pizzaria'),
      flows.awardRedemption(campaign),
    ];
    built.forEach((each) => createFlowActor(each as Parameters<typeof createFlowActor>[0]));
    await settle(20);
    expect(ports.recordings.calls).toEqual(before);
    expect(built.every((each) => each.clock === clock)).toBe(true);
    // Each form machine with its key source provided (withIdempotencyKeys).
    expect(rewardRedemptionFlow(club, campaign, ports.world.coin).logic.id).toBe(
      rewardRedemptionFormMachine.id,
    );
    expect(awardRedemptionFlow(club, campaign).logic.id).toBe(awardRedemptionFormMachine.id);
  });

  it('a redeemed reward reloads the member (the profile menu balance), and so does a failure', async () => {
    const { club, ports } = await signedInClub();
    const reward = ports.world.campaigns.find((campaign) => campaign.event === 'engagement')!;
    const form = startFlow(rewardRedemptionFlow(club, reward, ports.world.coin));
    // Member loads, counted through the member actor's snapshots.
    let reloads = 0;
    club.member.subscribe((snapshot) => {
      if (snapshot.matches('loading')) reloads += 1;
    });
    form.send({ type: 'SUBMIT' });
    form.send({ type: 'CONFIRM' });
    await settle(20);
    expect(form.getSnapshot().value).toBe('succeeded');
    expect(reloads).toBe(1);
    const again = startFlow(rewardRedemptionFlow(club, reward, ports.world.coin));
    ports.failNext('campaigns.requestEvent', { kind: 'network', message: 'offline' });
    again.send({ type: 'SUBMIT' });
    again.send({ type: 'CONFIRM' });
    await settle(20);
    expect(again.getSnapshot().context.formError).toEqual({ key: 'rewards.redeemFailed' });
    expect(reloads).toBe(2);
  });

  it("checks an award's amount against the member's award balance as it is now", async () => {
    const { club, ports } = await signedInClub();
    const award = {
      ...ports.world.campaigns[0]!,
      event: 'award' as const,
      eventData: { ...ports.world.campaigns[0]!.eventData!, prices_options: [5_000, 20_000] },
    };
    const form = startFlow(awardRedemptionFlow(club, award));
    form.send({ type: 'CHANGE', field: 'value', value: 20_000 });
    form.send({ type: 'BLUR', field: 'value' });
    expect(form.getSnapshot().context.errors.value).toEqual({
      key: 'awards.insufficientBalance',
    });
    form.send({ type: 'CHANGE', field: 'value', value: 5_000 });
    form.send({ type: 'BLUR', field: 'value' });
    expect(form.getSnapshot().context.errors.value).toBeUndefined();
  });

  it('loads the partners of the detail screens from their own lists', async () => {
    const { club, ports } = await signedInClub();
    const reward = ports.world.campaigns.find((campaign) => campaign.event === 'engagement')!;
    const award = ports.world.campaigns.find((campaign) => campaign.event === 'award')!;
    const rewards = startFlow(rewardPartnerFlow(club, reward.partner!.slug));
    const awards = startFlow(awardPartnerFlow(club, award.partner!.slug));
    await settle(20);
    expect(rewards.getSnapshot().context.data?.slug).toBe(reward.partner!.slug);
    expect(awards.getSnapshot().context.data?.slug).toBe(award.partner!.slug);
    expect(ports.recordings.calls).toEqual(
      expect.arrayContaining(['engagement.partners', 'awards.partners']),
    );
  });
});
