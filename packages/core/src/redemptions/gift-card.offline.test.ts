import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createClub } from '../club.ts';
import { startFlow } from '../shared/flow.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectGiftCard } from './gift-card.connect.ts';
import { giftCardFlow } from './gift-card.flow.ts';
import { KEPT_REDEMPTIONS_KEY, keptGiftCard } from './kept-redemptions.rules.ts';

const READ_AT = Date.UTC(2026, 10, 26, 13, 5);
const ana = { company: 'clube-demo', member: DEMO_MEMBER.document };
const offline = { kind: 'network', message: 'Failed to fetch' } as const;

async function signedInClub() {
  const clock = new SimulatedClock();
  clock.set(READ_AT);
  const storage = createMemoryStorage();
  const ports = createFakePorts({
    clock,
    storage,
    members: [
      DEMO_MEMBER,
      { document: '11144477735', password: 'outra123', name: 'Bia', activated: true },
    ],
  });
  const club = createClub(ports, { scheduler: clock });
  await club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
  return { club, ports, storage };
}

type SignedIn = Awaited<ReturnType<typeof signedInClub>>;

function openCard({ club, ports }: Pick<SignedIn, 'club' | 'ports'>, online = true) {
  const actor = startFlow(giftCardFlow(club, ports.world.transactions[0]!.id));
  return { actor, api: () => connectGiftCard(actor.getSnapshot(), actor.send, online) };
}

describe('gift cards kept on the device', () => {
  it('keeps a revealed card for its owner; offline it shows again from the copy, with its time', async () => {
    const { club, ports, storage } = await signedInClub();
    const first = openCard({ club, ports });
    expect(first.api().card).toBeNull();
    first.api().reveal();
    await settle();
    const revealed = first.api().card;
    expect(revealed).not.toBeNull();
    expect(first.api().keptAt).toBeNull();
    expect(keptGiftCard(storage, ana, ports.world.transactions[0]!.id)).toEqual({
      giftCard: revealed,
      readAt: READ_AT,
    });
    first.actor.stop();

    // Back without a connection: the card revealed before shows by itself, from the device.
    ports.failNext('redemptions.giftCard', offline);
    const again = openCard({ club, ports }, false);
    await settle();
    expect(again.api()).toMatchObject({
      card: revealed,
      keptAt: { day: '26/11', time: '10:05' },
      revealBlocked: null,
    });
    again.actor.stop();
    club.stop();
  });

  it('offline, a card never revealed cannot be asked for, and says why', async () => {
    const { club, ports } = await signedInClub();
    const card = openCard({ club, ports }, false);
    expect(card.api().revealBlocked).toBe('offline');
    ports.failNext('redemptions.giftCard', offline);
    card.api().reveal();
    await settle();
    expect(card.api().card).toBeNull();
    expect(card.api().error).toMatchObject({ kind: 'network' });
    card.actor.stop();
    club.stop();
  });

  it('sign-out drops the kept card; another member never sees it', async () => {
    const { club, ports, storage } = await signedInClub();
    const first = openCard({ club, ports });
    first.api().reveal();
    await settle();
    expect(first.api().card).not.toBeNull();
    expect(storage.getItem(KEPT_REDEMPTIONS_KEY)).not.toBeNull();
    first.actor.stop();
    club.logout();
    await settle();
    expect(storage.getItem(KEPT_REDEMPTIONS_KEY)).toBeNull();

    await club.signIn({ document: '11144477735', password: 'outra123' });
    ports.failNext('redemptions.giftCard', offline);
    const bia = openCard({ club, ports }, false);
    await settle();
    expect(bia.api()).toMatchObject({ card: null, revealBlocked: 'offline' });
    bia.actor.stop();
    club.stop();
  });
});
