import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { createClub } from './club.ts';
import { missingPort } from './club-ports.ts';
import { createFakePorts, DEMO_MEMBER } from './testing/fake-world.ts';
import { createVirtualScheduler, settle } from './testing/simulated-time.ts';
import { createClubFlows } from './flows.ts';
import { startFlow } from './shared/flow.ts';
import { activationFlow, type AccountFormActor } from './activation/index.ts';

const START = Date.UTC(2026, 10, 22, 12);

function startClub(company: Record<string, unknown> = {}) {
  const clock = new SimulatedClock();
  clock.set(START);
  const ports = createFakePorts({ clock, company: company as never });
  const virtual = createVirtualScheduler();
  const club = createClub(ports, {
    scheduler: clock,
    rxScheduler: virtual.scheduler,
    genericSignInUrl: 'https://entrar.example',
  });
  return { club, ports, clock, virtual };
}

async function signIn(club: ReturnType<typeof createClub>) {
  club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
  await waitFor(club.session, (s) => s.matches('signedIn'));
  await settle(20);
}

describe('createClub', () => {
  it("gives flows and views the club's own time and storage, simulated ones included", () => {
    const clock = new SimulatedClock();
    const ports = createFakePorts({ clock });
    const club = createClub(ports, { scheduler: clock });
    const before = club.runtime.now();
    clock.increment(60_000);
    expect(club.runtime.now() - before).toBe(60_000);
    club.runtime.storage.setItem('probe', 'kept');
    expect(ports.storage.getItem('probe')).toBe('kept');
    club.stop();
  });

  it('loads member, favorites and notifications on sign-in and clears them on logout', async () => {
    const { club, ports } = startClub();
    ports.world.favorites = ['x'];
    // A view reads them from the start (the web app's layout does).
    for (const actor of [club.favorites, club.notifications, club.categories]) {
      expect(actor.getSnapshot().status).toBe('active');
    }
    await signIn(club);
    expect(club.member.getSnapshot().context.user?.name).toBe('Marina Souza');
    expect(club.favorites.getSnapshot().context.slugs).toEqual(['x']);
    expect(club.notifications.getSnapshot().context.newNotification).toBe(true);
    expect(club.categories.getSnapshot().context.categories).toEqual(ports.world.categories);
    expect(club.isAuthenticated()).toBe(true);
    expect(club.token()).toBe(ports.issuedTokens.at(-1));
    club.logout();
    expect(club.favorites.getSnapshot().context.slugs).toEqual([]);
    expect(club.categories.getSnapshot().context.categories).toEqual([]);
    expect(club.notifications.getSnapshot().context.newNotification).toBe(false);
    expect(ports.recordings.locations).toEqual(['/']);
    club.stop();
  });

  it('starts favorites, notifications, categories and toasts only when first read, loaded at once if signed in', async () => {
    const { club, ports } = startClub();
    ports.world.favorites = ['y'];
    await signIn(club);
    // Nothing asked for them yet: no request was made.
    expect(
      ports.recordings.calls.filter((call) => /favorites|notifications|categor/i.test(call)),
    ).toEqual([]);
    expect(club.favorites.getSnapshot().status).toBe('active');
    await waitFor(club.favorites, (s) => s.matches('ready'));
    expect(club.favorites.getSnapshot().context.slugs).toEqual(['y']);
    const notifications = await firstValueFrom(
      club.notifications$.pipe(filter((s) => s.context.newNotification)),
    );
    expect(notifications.context.newNotification).toBe(true);
    club.stop();
  });

  it('sends a generic app to the club sign-in with logout=true', async () => {
    const { club, ports } = startClub({ generic_app: true });
    await signIn(club);
    club.logout();
    expect(ports.recordings.locations).toEqual(['https://entrar.example?logout=true']);
  });

  it('sends a restricted api company to its url', async () => {
    const { club, ports } = startClub({
      has_api_access: true,
      has_restrict_access: true,
      url: 'https://empresa.example',
    });
    await signIn(club);
    club.logout();
    expect(ports.recordings.locations).toEqual(['https://empresa.example']);
  });

  it('routes toasts from flows to the long-lived toasts actor, closing after 5000 ms', async () => {
    const { club, ports, clock } = startClub();
    await signIn(club);
    club.favorites.send({
      type: 'TOGGLE',
      slug: ports.world.campaigns[0]!.slug,
      partnerName: 'Pizzaria',
    });
    await settle(20);
    expect(club.toasts.getSnapshot().context.toasts).toMatchObject([
      {
        type: 'favorite',
        title: { key: 'feedback.offerTitle', params: { title: 'Pizzaria' } },
        text: { key: 'favorites.added' },
      },
    ]);
    clock.increment(5000);
    expect(club.toasts.getSnapshot().context.toasts).toEqual([]);
  });

  it('builds every per-screen flow over the ports; each runs once started', async () => {
    const { club, ports, virtual } = startClub({ permissions: ['cashback_tab'] });
    await signIn(club);
    const flows = createClubFlows(club);
    const campaign = startFlow(flows.campaign(ports.world.campaigns[0]!.slug));
    await settle();
    expect(campaign.getSnapshot().value).toBe('ready');
    const list = startFlow(flows.pagedList('campaigns', { highlight: true }));
    await settle();
    expect(list.getSnapshot().context.items).toHaveLength(
      Math.min(10, ports.world.campaigns.filter((each) => each.is_highlighted).length),
    );
    for (const kind of [
      'transactions',
      'cashback',
      'awardPartners',
      'engagementPartners',
      'engagementCampaigns',
      'favoritedCampaigns',
      'partners',
    ] as const) {
      const actor = startFlow(flows.pagedList(kind));
      await settle();
      expect(actor.getSnapshot().value).toBe('ready');
    }
    expect(startFlow(flows.letters()).getSnapshot().value).toBe('ready');
    expect(startFlow(flows.vouchers()).getSnapshot().value).toBe('ready');
    expect(startFlow(flows.listFilters()).getSnapshot().context.cashbackAllowed).toBe(true);
    expect(
      startFlow(
        flows.like({ slug: 's', title: 't', is_liked: false, liked_count: 0 }),
      ).getSnapshot().value,
    ).toBe('idle');
    expect(startFlow(flows.withdrawal('cashback', 5000)).getSnapshot().value).toBe('editing');
    const edit = startFlow(flows.profileEdit());
    expect(edit.getSnapshot().context.values.name).toBe('Marina Souza');
    edit.send({ type: 'CHANGE', field: 'name', value: 'Marina' });
    edit.send({ type: 'CHANGE', field: 'email', value: 'marina@clube.com' });
    edit.send({ type: 'SUBMIT' });
    await settle();
    expect(ports.recordings.profileUpdates).toEqual([
      { name: 'Marina', email: 'marina@clube.com' },
    ]);
    expect(startFlow(flows.support()).getSnapshot().value).toBe('editing');
    expect(startFlow(flows.partnerRequest()).getSnapshot().value).toBe('editing');
    expect(startFlow(flows.pharmacyCard()).getSnapshot().value).toBe('editing');
    expect(startFlow(flows.cashbackRedemption()).getSnapshot().value).toBe('editing');
    const notice = startFlow(flows.notice());
    await settle();
    expect(notice.getSnapshot().value).toBe('showing');
    const coin = startFlow(flows.coin());
    await settle();
    expect(coin.getSnapshot().value).toBe('ready');
    expect(startFlow(flows.passwordReset()).getSnapshot().value).toEqual({ forgot: 'idle' });
    const search = startFlow(flows.searchSuggestions(['pizza']));
    search.send({ type: 'TYPE', term: 'cinema' });
    virtual.advance(200);
    await settle();
    expect(search.getSnapshot().context.suggestions.length).toBeGreaterThan(0);
    const values = await firstValueFrom(club.observe(search));
    expect(values.context.recent).toEqual(['pizza']);
  });

  it('signs the session in when an activation succeeds', async () => {
    const clock = new SimulatedClock();
    clock.set(START);
    const ports = createFakePorts({
      clock,
      members: [{ document: '11144477735', password: '', name: 'Ana', activated: false }],
    });
    const club = createClub(ports, { scheduler: clock });
    const activation = startFlow(activationFlow(club, { document: '11144477735' }));
    await settle();
    const form = activation.getSnapshot().children.form as AccountFormActor;
    const account = { last_name: 'Souza', email: 'ana@clube.example', terms: true };
    const passwords = { password: 'segredo1', confirm_password: 'segredo1' };
    for (const [field, value] of Object.entries({ ...account, ...passwords })) {
      form.send({ type: 'CHANGE', field, value });
    }
    activation.send({ type: 'SUBMIT' });
    await settle(20);
    expect(club.session.getSnapshot().matches('signedIn')).toBe(true);
    const signedIn = await firstValueFrom(club.session$.pipe(filter((s) => s.matches('signedIn'))));
    expect(signedIn.context.auth?.document).toBe('11144477735');
  });

  it('keeps two clubs in one process independent', async () => {
    const first = startClub();
    const second = startClub();
    await signIn(first.club);
    expect(first.club.isAuthenticated()).toBe(true);
    expect(second.club.isAuthenticated()).toBe(false);
    first.club.notify({ type: 'success', title: { key: 'cashback.redeemed' } });
    await settle();
    expect(first.club.toasts.getSnapshot().context.toasts).toHaveLength(1);
    expect(second.club.toasts.getSnapshot().context.toasts).toEqual([]);
  });

  it('rejects with a ClubError naming a port nobody provided', async () => {
    const clock = new SimulatedClock();
    const { auth, tokenDecoder, company, profile, storage } = createFakePorts({ clock });
    const club = createClub({ auth, tokenDecoder, company, profile, storage, clock });
    const coin = startFlow(createClubFlows(club).coin());
    await settle();
    expect(coin.getSnapshot().context.error).toEqual({
      kind: 'network',
      message: "Porta 'engagement.coin' não fornecida",
    });
    await expect(missingPort<{ x(): Promise<void> }>('wallet').x()).rejects.toMatchObject({
      kind: 'network',
    });
    club.logout();
  });
});
