// A headless member: signs in, walks a category page by page, opens a campaign of each of the
// ten types and presses its button, favorites a campaign, reads
// and marks notifications, and asks for a Pix withdrawal, using the core's flows (the same
// ones the web's screens use, started at once instead of after a mount) and the Node adapters
// only. Exits 0 when every step did what it should, 1 otherwise.
import { createNodeClub } from '@clube/adapters/node';
import { CAMPAIGN_TYPES, formatBRL, formatMessage } from '@clube/core/shared';
import { campaignFlow, connectCampaign } from '@clube/core/campaigns';
import { connectForm, type FormApi } from '@clube/core/forms';
import { connectPagedList } from '@clube/core/paging';
import { pagedListFlow, startFlow, type Club } from '@clube/core';
import { withdrawalFlow, type WithdrawalValues } from '@clube/core/wallet';
import { openApi } from './api.ts';
import { eventually, waitFor } from './wait.ts';

const DOCUMENT = process.env.CLUBE_DOCUMENT ?? '52998224725';
const PASSWORD = process.env.CLUBE_PASSWORD ?? 'clube123';
const WITHDRAWAL_CENTS = 2000;

const say = (line: string): void => console.log(line);

async function signIn(club: Club): Promise<void> {
  const outcome = await club.signIn({ document: DOCUMENT, password: PASSWORD });
  if (outcome.status === 'refused') throw new Error(`sign-in refused: ${outcome.error.message}`);
  if (outcome.status !== 'signedIn') throw new Error(`sign-in answered ${outcome.status}`);
  const member = await waitFor(club.member$, (s) => s.matches('ready'), 'the member');
  const user = member.context.user!;
  say(
    `✓ signed in as ${user.name} ${user.last_name ?? ''} (cashback ${formatBRL(user.cashback ?? 0)})`,
  );
}

/** A category's campaigns as the paging flow holds them, once its current page has answered. */
async function openCategory(club: Club, category: string) {
  const actor = startFlow(pagedListFlow(club, 'campaigns', { category }));
  const list = () => connectPagedList(actor.getSnapshot(), actor.send);
  const settled = async () => {
    await waitFor(
      club.observe(actor),
      (snapshot) => snapshot.matches('ready') || snapshot.matches('failed'),
      `the campaigns of "${category}"`,
    );
    const { error } = list();
    if (error) throw new Error(`campaigns of "${category}" failed: ${error.message}`);
  };
  await settled();
  return { actor, list, settled };
}

async function walkCategory(club: Club): Promise<string> {
  const categories = await club.runtime.port('campaigns').categories();
  const slugs = categories.flatMap((category) => (category.slug ? [category.slug] : []));
  if (slugs.length === 0) throw new Error('the company has no categories');
  // The first category with more than one page, so the walk really pages.
  for (const slug of slugs) {
    const walk = await openCategory(club, slug);
    if (!walk.list().hasMore) {
      walk.actor.stop();
      continue;
    }
    const name = categories.find((category) => category.slug === slug)?.name ?? slug;
    say(`✓ ${categories.length} categories; walking "${name}" through the paging flow`);
    let pages = 0;
    for (;;) {
      pages += 1;
      const { items } = walk.list();
      say(`  page ${pages}: ${items.length} campaigns so far (of ${walk.list().total ?? '?'})`);
      if (!walk.list().hasMore) break;
      walk.list().loadMore();
      await walk.settled();
    }
    const { items, total, keyOf } = walk.list();
    walk.actor.stop();
    if (items.length !== total) throw new Error(`saw ${items.length} campaigns of ${total}`);
    if (new Set(items.map(keyOf)).size !== items.length) throw new Error('a campaign came twice');
    if (pages < 2) throw new Error(`only ${pages} page(s) loaded`);
    say(`✓ ${items.length} campaigns in ${pages} pages, none twice`);
    return items[0]!.slug;
  }
  throw new Error('no category has more than one page of campaigns');
}

/**
 * One campaign of each of the ten types, opened through the campaign flow: the button each
 * offers, and — for the ones that answer in place (a code, a link) — what pressing it gives.
 */
async function tourCampaignTypes(club: Club): Promise<void> {
  const all = startFlow(pagedListFlow(club, 'campaigns', {}));
  const list = () => connectPagedList(all.getSnapshot(), all.send);
  await waitFor(club.observe(all), (s) => s.matches('ready'), 'the campaigns');
  while (
    list().hasMore &&
    CAMPAIGN_TYPES.some((type) => !list().items.some((c) => c.type === type))
  ) {
    list().loadMore();
    await waitFor(club.observe(all), (s) => s.matches('ready') || s.matches('failed'), 'a page');
  }
  const ranked = [...list().items].sort(
    (a, b) => Number(b.event === 'other') - Number(a.event === 'other'),
  );
  const byType = new Map(ranked.reverse().map((campaign) => [campaign.type, campaign.slug]));
  all.stop();
  say('✓ one campaign of each type, through the campaign flow:');
  for (const type of CAMPAIGN_TYPES) {
    const slug = byType.get(type);
    if (!slug) throw new Error(`no ${type} campaign`);
    const actor = startFlow(campaignFlow(club, slug));
    const campaign = () => connectCampaign(actor.getSnapshot(), actor.send);
    await waitFor(club.observe(actor), (s) => !s.matches('loading'), `the ${type} campaign`);
    const { action, error } = campaign();
    if (error || !action || action.type !== type)
      throw new Error(`the ${type} campaign did not open`);
    const label = action.label ? `“${formatMessage(action.label)}”` : 'no button';
    let outcome = '';
    const pressable = action.kind === 'requestCode' || action.kind === 'openLink';
    if (pressable && campaign().campaign?.event === 'other') {
      campaign().act();
      await waitFor(club.observe(actor), (s) => s.matches('ready'), `the ${type} action`);
      const { code, link, actionError } = campaign();
      if (actionError) throw new Error(`${type}: ${actionError.message}`);
      outcome = code ? ` → code ${code}` : link ? ` → link ${link}` : '';
    } else if (pressable) {
      outcome = ` (an ${campaign().campaign?.event ?? ''} offer: redeemed on its own screen)`;
    }
    say(`  ${type.padEnd(10)} ${action.kind.padEnd(13)} ${label}${outcome}`);
    actor.stop();
  }
}

async function favorite(club: Club, slug: string): Promise<void> {
  const loaded = await waitFor(club.favorites$, (s) => s.matches('ready'), 'the favorites');
  const wasFavorite = loaded.context.slugs.includes(slug);
  club.favorites.send({ type: 'TOGGLE', slug, partnerName: slug });
  await waitFor(
    club.favorites$,
    (s) => s.matches('ready') && s.context.slugs.includes(slug) !== wasFavorite,
    'the favorite toggle',
  );
  const server = await club.runtime.port('favorites').slugs();
  if (server.includes(slug) === wasFavorite) throw new Error('the server did not record it');
  say(`✓ ${slug} ${wasFavorite ? 'removed from' : 'added to'} favorites (${server.length} now)`);
}

async function readNotifications(club: Club): Promise<void> {
  club.notifications.send({ type: 'FETCH' });
  const fetched = await waitFor(
    club.notifications$,
    (s) => s.matches('idle') && s.context.items.length > 0,
    'the notifications',
  );
  const unread = fetched.context.items.filter((n) => !n.read);
  say(`✓ ${fetched.context.items.length} notifications, ${unread.length} unread`);
  for (const item of unread) {
    say(`  reading "${item.title ?? item.id}"`);
    club.notifications.send({ type: 'MARK_READ', id: item.id! });
  }
  const port = club.runtime.port('notifications');
  await eventually(
    async () => (await port.list()).every((n) => n.read),
    'the notifications to be read on the server',
  );
  say('✓ every notification is read on the server');
}

/** What a form says is wrong, as message keys (a host with i18n would show the texts). */
function problemsOf(form: FormApi<WithdrawalValues, unknown>): string {
  const fields = (Object.keys(form.values) as (keyof WithdrawalValues)[])
    .map((name) => [name, form.field(name).error?.key] as const)
    .filter(([, key]) => key !== undefined)
    .map(([name, key]) => `${name}: ${key}`);
  const whole = form.error ? [`${form.error.key} ${JSON.stringify(form.error.params ?? {})}`] : [];
  return [...fields, ...whole].join('; ') || 'no message';
}

async function withdraw(club: Club): Promise<void> {
  const balance = club.member.getSnapshot().context.user?.cashback ?? 0;
  const actor = startFlow(withdrawalFlow(club, 'cashback', balance));
  const form = () => connectForm(actor.getSnapshot(), actor.send);
  form().field('pixType').change('email');
  form().field('pixKey').change('marina@example.com');
  form().field('valueCents').change(WITHDRAWAL_CENTS);
  form().submit();
  if (!form().confirming) throw new Error(`withdrawal not accepted: ${problemsOf(form())}`);
  say(`  confirming ${formatBRL(WITHDRAWAL_CENTS)} to ${form().values.pixKey}`);
  form().confirm();
  await waitFor(
    club.observe(actor),
    (snapshot) => !snapshot.matches('submitting'),
    'the withdrawal',
  );
  const done = form();
  actor.stop();
  if (!done.succeeded) throw new Error(`withdrawal refused: ${problemsOf(done)}`);
  // The form goes back to empty after a success, ready for another one.
  if (done.values.pixKey !== '') throw new Error('the withdrawal form kept the sent key');
  say(
    `✓ Pix withdrawal of ${formatBRL(WITHDRAWAL_CENTS)} requested from ${formatBRL(balance)} of cashback`,
  );
}

async function main(): Promise<void> {
  const api = await openApi();
  const club = createNodeClub({ baseUrl: api.url });
  try {
    say(`club API at ${api.url}`);
    await signIn(club);
    const slug = await walkCategory(club);
    await tourCampaignTypes(club);
    await favorite(club, slug);
    await readNotifications(club);
    await withdraw(club);
    club.logout();
    say('✓ signed out');
  } finally {
    club.stop();
    await api.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('✗ bot failed:', error instanceof Error ? error.message : JSON.stringify(error));
    process.exit(1);
  },
);
