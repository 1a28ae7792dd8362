import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createClub } from './club.ts';
import { coinFlow } from './engagement/coin.flow.ts';
import { connectCoin } from './engagement/coin.connect.ts';
import { connectHomeCategories } from './home/home-categories.connect.ts';
import { connectHome } from './home/home.connect.ts';
import { homeFlow } from './home/home.flow.ts';
import { connectMemberProfile } from './profile/member-profile.connect.ts';
import type { ClubError } from './shared/club-error.ts';
import { startFlow } from './shared/flow.ts';
import { createFakeConnectivity } from './testing/fake-connectivity.ts';
import { createFakePorts, DEMO_MEMBER } from './testing/fake-world.ts';
import { settle } from './testing/simulated-time.ts';

const noConnection = { kind: 'network', message: 'Failed to fetch' } as const satisfies ClubError;
const serverDown = {
  kind: 'server',
  status: 503,
  message: 'fora do ar',
} as const satisfies ClubError;

function companyConfig(club: ReturnType<typeof createClub>) {
  const config = club.companyConfig.getSnapshot().context.config;
  if (!config) throw new Error('the company config is loaded at sign-in');
  return config;
}

/** A signed-in club whose connection a test switches, counting the home's shelf reads. */
async function signedInClub() {
  const clock = new SimulatedClock();
  const ports = createFakePorts({ clock });
  const connection = createFakeConnectivity(true);
  let shelfReads = 0;
  const shelves = ports.campaigns.shelves.bind(ports.campaigns);
  ports.campaigns.shelves = (...args) => {
    shelfReads += 1;
    return shelves(...args);
  };
  const club = createClub(ports, { scheduler: clock, connectivity: connection.source });
  await club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
  await settle();
  return { club, ports, connection, shelfReads: () => shelfReads };
}

describe('the club reloads what failed offline once the device is back online', () => {
  it('Home: shelves and banners that failed offline say so, and load by themselves on reconnect', async () => {
    const { club, ports, connection } = await signedInClub();
    connection.set(false);
    ports.failNext('campaigns.shelves', noConnection);
    ports.failNext('campaigns.banners', noConnection);
    const home = startFlow(homeFlow(club));
    const api = () => connectHome(home.getSnapshot(), home.send, companyConfig(club));
    await settle();
    expect(api()).toMatchObject({ offline: true, shelves: [] });
    expect(api().banners).toMatchObject({ offline: true, data: null });
    connection.set(true);
    await settle();
    expect(api()).toMatchObject({ offline: false, error: null });
    expect(api().shelves.length).toBeGreaterThan(0);
    expect(api().banners.data).not.toBeNull();
    // The context stays data only while it reconnects.
    expect(JSON.parse(JSON.stringify(home.getSnapshot().context))).toEqual(
      home.getSnapshot().context,
    );
  });

  it('Home: a failure of the API while online is a failure (not offline) and is not asked again in a loop', async () => {
    const { club, ports, connection, shelfReads } = await signedInClub();
    ports.failNext('campaigns.shelves', serverDown);
    const home = startFlow(homeFlow(club));
    const api = () => connectHome(home.getSnapshot(), home.send, companyConfig(club));
    await settle();
    expect(api()).toMatchObject({ offline: false, error: serverDown });
    const reads = shelfReads();
    await settle();
    await settle();
    expect(shelfReads()).toBe(reads);
    expect(api().error).toEqual(serverDown);
    // Only the connection coming back asks again (once).
    connection.set(true);
    await settle();
    expect(shelfReads()).toBe(reads + 1);
    expect(api().error).toBeNull();
  });

  it('the member (Meu perfil, the header balance) and the categories reload by themselves', async () => {
    const { club, ports, connection } = await signedInClub();
    // Started (and loaded once) as a screen of the member's would.
    club.categories.getSnapshot();
    await settle();
    connection.set(false);
    ports.failNext('user', noConnection);
    ports.failNext('campaigns.categories', noConnection);
    club.member.send({ type: 'CLEAR' });
    club.member.send({ type: 'LOAD' });
    club.categories.send({ type: 'CLEAR' });
    club.categories.send({ type: 'LOAD' });
    await settle();
    const profile = () => connectMemberProfile(club.member.getSnapshot(), club.member.send);
    const categories = () =>
      connectHomeCategories(club.categories.getSnapshot(), club.categories.send);
    expect(profile()).toMatchObject({ status: 'failed', offline: true, member: null });
    expect(categories()).toMatchObject({ offline: true, categories: [] });
    connection.set(true);
    await settle();
    expect(profile()).toMatchObject({ status: 'ready', offline: false });
    expect(profile().member?.user.document).toBe(DEMO_MEMBER.document);
    expect(categories().offline).toBe(false);
    expect(categories().categories.length).toBeGreaterThan(0);
  });

  it('the coin: offline is no toast "try later", and it loads once back online', async () => {
    const { club, ports, connection } = await signedInClub();
    connection.set(false);
    ports.failNext('engagement.coin', noConnection);
    const coin = startFlow(coinFlow(club));
    await settle();
    expect(connectCoin(coin.getSnapshot(), coin.send).error).toEqual(noConnection);
    expect(club.toasts.getSnapshot().context.toasts).toEqual([]);
    connection.set(true);
    await settle();
    expect(connectCoin(coin.getSnapshot(), coin.send).coin).not.toBeNull();
  });
});
