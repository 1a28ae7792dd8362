// A headless member: signs in, walks a category page by page, favorites a campaign, reads
// and marks notifications, and asks for a Pix withdrawal, using the core's actors and the
// Node adapters only. Exits 0 when every step did what it should, 1 otherwise.
import { createNodeClub } from '@clube/adapters/node';
import { createClubScreens, formatBRL, type Club } from '@clube/core';
import { openApi } from './api.ts';
import { eventually, waitFor } from './wait.ts';

const DOCUMENT = process.env.CLUBE_DOCUMENT ?? '52998224725';
const PASSWORD = process.env.CLUBE_PASSWORD ?? 'clube123';
const PAGE_SIZE = 6;

const say = (line: string): void => console.log(line);

async function signIn(club: Club): Promise<void> {
  club.signIn({ document: DOCUMENT, password: PASSWORD });
  const member = await waitFor(club.member$, (s) => s.matches('ready'), 'the member');
  const user = member.context.user!;
  say(
    `✓ signed in as ${user.name} ${user.last_name ?? ''} (cashback ${formatBRL(user.cashback ?? 0)})`,
  );
}

async function walkCategory(club: Club): Promise<string> {
  const campaigns = club.runtime.port('campaigns');
  const categories = await campaigns.categories();
  const category = categories.find((c) => c.slug) ?? null;
  if (!category) throw new Error('the company has no categories');
  say(`✓ ${categories.length} categories; walking "${category.name}"`);
  let page = 1;
  let seen = 0;
  let first: string | null = null;
  for (;;) {
    const answer = await campaigns.list({ category: category.slug!, page, limit: PAGE_SIZE });
    seen += answer.data.length;
    first ??= answer.data[0]?.slug ?? null;
    say(`  page ${page}: ${answer.data.map((c) => c.slug).join(', ') || '(empty)'}`);
    if (answer.pagination.to >= answer.pagination.total || answer.data.length === 0) {
      if (seen !== answer.pagination.total) {
        throw new Error(`saw ${seen} campaigns of ${answer.pagination.total}`);
      }
      break;
    }
    page++;
  }
  say(`✓ ${seen} campaigns in ${page} page(s)`);
  if (!first) throw new Error('the category has no campaigns');
  return first;
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

async function withdraw(club: Club): Promise<void> {
  const balance = club.member.getSnapshot().context.user?.cashback ?? 0;
  const withdrawal = createClubScreens(club).withdrawal('cashback', balance);
  withdrawal.send({ type: 'SET_PIX_TYPE', pixType: 'email' });
  withdrawal.send({ type: 'SET_PIX_KEY', pixKey: 'marina@example.com' });
  withdrawal.send({ type: 'SET_VALUE', valueReais: 20 });
  withdrawal.send({ type: 'SUBMIT' });
  const done = await waitFor(
    club.observe(withdrawal),
    (s) => s.matches('succeeded') || s.matches('failed') || s.context.errorKeys.length > 0,
    'the withdrawal',
  );
  if (!done.matches('succeeded')) {
    throw new Error(
      `withdrawal refused: ${JSON.stringify(done.context.error ?? done.context.errorKeys)}`,
    );
  }
  say(`✓ Pix withdrawal of R$ 20,00 requested from ${formatBRL(balance)} of cashback`);
}

async function main(): Promise<void> {
  const api = await openApi();
  const club = createNodeClub({ baseUrl: api.url });
  try {
    say(`club API at ${api.url}`);
    await signIn(club);
    const slug = await walkCategory(club);
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
