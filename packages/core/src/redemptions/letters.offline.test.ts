import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createClub } from '../club.ts';
import { startFlow } from '../shared/flow.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { keeperOf } from './keeper.actor.ts';
import { KEPT_REDEMPTIONS_KEY, keptRedemptions } from './kept-redemptions.rules.ts';
import { connectLetters } from './letters.connect.ts';
import { lettersFlow, lettersWithEffects } from './letters.flow.ts';
import { retryWhenOnline, type ConnectivitySource } from '../shared/reconnect.actor.ts';

const READ_AT = Date.UTC(2026, 10, 26, 13, 5);
const ana = { company: 'clube-demo', member: DEMO_MEMBER.document };
const offline = { kind: 'network', message: 'Failed to fetch' } as const;

/** A connection the test switches off and on, as the browser's online/offline events do. */
function fakeConnectivity() {
  let online = true;
  const listeners = new Set<() => void>();
  const source: ConnectivitySource = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => online,
  };
  const set = (value: boolean) => {
    online = value;
    for (const listener of listeners) listener();
  };
  return { source, set, listening: () => listeners.size };
}

function startLetters(storage = createMemoryStorage(), prepare = (_: FakePorts) => {}) {
  const clock = new SimulatedClock();
  clock.set(READ_AT);
  const ports = createFakePorts({ clock, storage });
  prepare(ports);
  const connection = fakeConnectivity();
  const logic = lettersWithEffects({
    redemptions: ports.redemptions,
    keeper: keeperOf(storage, ana, 'letters', () => clock.now()),
    reconnect: retryWhenOnline(connection.source),
  });
  const actor = createActor(logic, {
    input: { kept: keptRedemptions(storage, ana, 'letters') },
  }).start();
  const api = () => connectLetters(actor.getSnapshot(), actor.send);
  return { actor, api, ports, storage, connection };
}

type FakePorts = ReturnType<typeof createFakePorts>;

describe('letters offline', () => {
  it('keeps each list it reads, with the time it was read', async () => {
    const { api, storage } = startLetters();
    await settle();
    const shown = api().listActor!.getSnapshot().context.items;
    expect(shown.length).toBeGreaterThan(0);
    expect(keptRedemptions(storage, ana, 'letters')).toEqual({ items: shown, readAt: READ_AT });
    expect(api()).toMatchObject({ offline: false, kept: null, deleteBlocked: null });
  });

  it('without a connection shows the kept letters, opens them from the device, refuses to delete or send, and asks again once back online', async () => {
    const storage = createMemoryStorage();
    const first = startLetters(storage);
    await settle();
    const shown = first.api().listActor!.getSnapshot().context.items;
    first.actor.stop();

    // A reload without a connection: a new actor over the same storage.
    const again = startLetters(storage, (ports) => ports.failNext('redemptions.letters', offline));
    again.connection.set(false);
    await settle();
    expect(again.api().offline).toBe(true);
    expect(again.api().kept).toEqual({ items: shown, readAt: { day: '26/11', time: '10:05' } });
    expect(again.api()).toMatchObject({ deleteBlocked: 'offline', sendBlocked: 'offline' });
    // Only the reconnect actor listens while offline.
    expect(again.connection.listening()).toBe(1);

    const letter = shown[0]!;
    again.api().open(letter.id);
    expect(again.api()).toMatchObject({ openId: letter.id, opening: false, opened: letter });
    again.api().askDelete(letter.id);
    again.api().remove(letter.id);
    again.api().send(letter.id, 'a@b.co');
    await settle();
    expect(again.api().confirmingDelete).toBe(false);
    expect(again.ports.recordings.calls).toEqual(['redemptions.letters']);

    // The connection returns: the list is asked again without anyone pressing a button.
    again.connection.set(true);
    await settle();
    expect(again.ports.recordings.calls).toEqual(['redemptions.letters', 'redemptions.letters']);
    expect(again.api()).toMatchObject({ offline: false, kept: null, deleteBlocked: null });
    expect(again.connection.listening()).toBe(0);
  });

  it('holds data only in its context (it survives JSON)', async () => {
    const { actor, api } = startLetters();
    await settle();
    api().open(api().listActor!.getSnapshot().context.items[0]!.id);
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.opened).not.toBeNull();
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});

describe('the club keeps letters for one member of one company', () => {
  it('stores them after a load; sign-out clears them; another member gets none', async () => {
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
    const letters = startFlow(lettersFlow(club));
    await settle();
    letters.stop();
    expect(keptRedemptions(storage, ana, 'letters')?.readAt).toBe(READ_AT);

    club.logout();
    await settle();
    expect(storage.getItem(KEPT_REDEMPTIONS_KEY)).toBeNull();

    await club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
    const again = startFlow(lettersFlow(club));
    await settle();
    again.stop();
    club.session.send({ type: 'LOGOUT' });
    await settle();
    await club.signIn({ document: '11144477735', password: 'outra123' });
    await settle();
    const bia = startFlow(lettersFlow(club));
    expect(bia.getSnapshot().context.kept).toBeNull();
    bia.stop();
    club.stop();
  });
});
