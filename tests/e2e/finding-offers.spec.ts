import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { DEMO, ENGAJA } from './support/demo.ts';

// Finding offers (issue 20, items 1–6, 21, 23) at a phone's and a desktop's width, for both
// seeded companies: accent-free search and its no-result message, sorts by what a card shows,
// a banner after every 3 campaigns, the cashback rate, and one expiry rule with an ended state.
// Screenshots go where E2E_SHOTS_DIR says (none when unset).
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SHOTS_DIR;

interface Offer {
  id: string;
  slug: string;
  type: string;
  event: string;
  title: string;
  end_date: string | null;
  partner: { name: string };
}

const COMPANIES = [
  { ...DEMO, term: 'cafe', accented: 'café', cashbackFilter: true },
  { ...ENGAJA, term: 'saudavel', accented: 'Saudável', cashbackFilter: false },
] as const;
const WIDTHS = [390, 1280] as const;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The last instant of an end date's day in São Paulo (UTC−3), the app's rule. */
const endOf = (day: string) => Date.parse(`${day}T23:59:59.999-03:00`);

async function apiToken(
  page: Page,
  member: { document: string; password: string },
  company: string,
) {
  const login = await page.request.post('/clube/v1/login', {
    data: { document: member.document, password: member.password, company },
  });
  return ((await login.json()) as { token: string }).token;
}

async function offersOf(page: Page, token: string): Promise<Offer[]> {
  const answer = await page.request.post('/clube/v1/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      query:
        '{ campaigns(limit: 100) { data { id slug type event title end_date partner { name } } } }',
    },
  });
  return ((await answer.json()) as { data: { campaigns: { data: Offer[] } } }).data.campaigns.data;
}

/**
 * Signs in through the login entry with a token from the API (as `signInWithToken` does), with
 * the journeys' longer wait for Home: its chunk is slow to arrive on a busy machine.
 */
async function enter(page: Page, company: (typeof COMPANIES)[number]): Promise<void> {
  await page.route('**/clube/v1/notice/last', (route) =>
    route.fulfill({ status: 200, json: { data: null } }),
  );
  const token = await apiToken(page, company.member, company.company.slug);
  await page.goto(`/login?company=${company.company.slug}&token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
}

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Buscar ofertas' }).locator('visible=true');
const list = (page: Page) => page.getByRole('list', { name: 'Ofertas' });
const cards = (page: Page) => list(page).getByRole('article');

/** The list as a string: 'c' a campaign, 'B' a banner, in the order they show. */
async function layoutOf(page: Page): Promise<string> {
  return list(page)
    .locator('[data-campaign], [data-banner]')
    .evaluateAll((nodes) =>
      nodes.map((node) => (node.hasAttribute('data-banner') ? 'B' : 'c')).join(''),
    );
}

for (const company of COMPANIES) {
  for (const width of WIDTHS) {
    const tag = `${company.company.slug}-${width}`;

    test.describe(`${company.company.slug} at ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      });

      test('search ignores accents, says when nothing matched, strips tags and keeps recent terms', async ({
        page,
      }) => {
        await enter(page, company);
        const box = searchBox(page);
        // Item 1: the term without accents suggests what the accented one does.
        await box.fill(company.term);
        const suggestions = page.getByRole('listbox', { name: 'Sugestões' });
        await expect(suggestions.getByRole('option').first()).toBeVisible();
        await box.fill('zzzqqq');
        await expect(page.getByText('Nenhuma oferta encontrada para “zzzqqq”')).toBeVisible();
        await shot(page, `search-no-match-${tag}`);
        // Item 21: tags go, their text stays.
        await box.fill(`<b>${company.term}</b>`);
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/campanhas\\?query=${company.term}$`));
        await expect(cards(page).first()).toBeVisible();
        const plain = await cards(page).count();
        await page.goto(`/campanhas?query=${encodeURIComponent(company.accented)}`);
        await expect(cards(page).first()).toBeVisible();
        expect(await cards(page).count()).toBe(plain);
        await box.fill('pizza <img src=x onerror=alert(1)> cine');
        await box.press('Enter');
        await expect(page).toHaveURL(/\/campanhas\?query=pizza%20cine$/);
        // Item 23: recent terms survive a reload.
        await page.reload();
        await searchBox(page).click();
        await expect(page.getByRole('button', { name: `Remover ${company.term}` })).toBeVisible();
        // Item 23: the placeholder is never cut: SPEC's text where it fits, the short one else.
        const placeholderFits = await searchBox(page).evaluate((input: HTMLInputElement) => {
          const canvas = document.createElement('canvas').getContext('2d')!;
          const style = getComputedStyle(input);
          canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room =
            input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return canvas.measureText(input.placeholder).width <= room;
        });
        expect(placeholderFits).toBe(true);
      });

      test('sorts by what a card shows; a banner follows every 3 campaigns on every list', async ({
        page,
      }) => {
        await enter(page, company);
        await page.goto('/campanhas');
        await expect(cards(page).first()).toBeVisible();
        // Item 4: 3 campaigns, a banner, 3 campaigns… never 4, never two banners in a row.
        const firstPage = await layoutOf(page);
        expect(firstPage).toMatch(/^(cccB)+c*$/);
        await shot(page, `list-banners-${tag}`);
        // Past 18 campaigns the banners go on (read page by page, then started over): the
        // address asks for three pages at once.
        await page.goto('/campanhas?page=3');
        await expect
          .poll(async () => cards(page).count(), { timeout: 60_000 })
          .toBeGreaterThanOrEqual(
            Math.min(24, company.company.slug === DEMO.company.slug ? 24 : 14),
          );
        const longer = await layoutOf(page);
        expect(longer).toMatch(/^(cccB)+c{0,2}$/);
        // Item 23: the sort chips wrap: none is hidden off to the side.
        const sortGroup = page.getByRole('group', { name: 'Ordenar por' });
        const overflow = await sortGroup.evaluate((group) => group.scrollWidth - group.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expect(sortGroup.getByRole('button', { name: 'Z-A' })).toBeInViewport();
        // Item 3: A-Z by the partner name the card shows.
        await sortGroup.getByRole('button', { name: 'A-Z' }).click();
        await expect(page).toHaveURL(/alphabetical=true/);
        await expect(cards(page).first()).toBeVisible();
        // The address changes before the sorted answer is shown: read until the list has turned.
        await expect
          .poll(async () => {
            const shown = await cards(page)
              .locator('span[title]')
              .evaluateAll((spans) => spans.map((span) => span.getAttribute('title') ?? ''));
            const names = shown.map(fold);
            return names.length > 1 && names.join('\n') === [...names].sort().join('\n');
          })
          .toBe(true);
        // Maiores descontos: GRÁTIS (all of the price) comes first, not an amount in reais.
        await sortGroup.getByRole('button', { name: 'Maiores descontos' }).click();
        await expect(page).toHaveURL(/discount=true/);
        await expect(cards(page).first().locator('[data-tag-kind]')).toContainText('GRÁTIS');
        // Meus favoritos has its banners too.
        await page.goto('/campanhas?favorites=true');
        await expect(page.getByRole('heading', { level: 1, name: 'Meus favoritos' })).toBeVisible();
        const favorites = await page.locator('[data-list-count]').getAttribute('data-list-count');
        if (Number(favorites ?? 0) >= 3) {
          await expect(cards(page).first()).toBeVisible();
          expect(await layoutOf(page)).toMatch(/^(cccB)+c{0,2}$/);
        }
      });

      test('cashback offers say how much; an ended offer shows as ended and cannot be redeemed', async ({
        page,
      }) => {
        await enter(page, company);
        const token = await apiToken(page, company.member, company.company.slug);
        const offers = await offersOf(page, token);
        // Item 5: the rate with one decimal, on the card and on the detail.
        const cashback = offers.find((offer) => offer.type === 'cashback');
        expect(cashback).toBeDefined();
        await page.goto(
          company.cashbackFilter
            ? '/campanhas?cashback=true'
            : `/campanhas?query=${encodeURIComponent(cashback!.partner.name)}`,
        );
        const card = page.locator(`[data-campaign="${cashback!.slug}"]`);
        await expect(card.locator('[data-cashback-rate]')).toHaveText(
          /^\d+,\d% de dinheiro de volta$/,
        );
        if (company.cashbackFilter) {
          const rates = page.locator('[data-cashback-rate]');
          expect(await rates.count()).toBe(await cards(page).count());
        }
        await card.scrollIntoViewIfNeeded();
        await shot(page, `cashback-cards-${tag}`);
        await page.goto(`/campanhas/${cashback!.slug}`);
        await expect(page.locator('[data-cashback-rate]')).toHaveText(
          /^\d+,\d% de dinheiro de volta$/,
        );

        // Item 6: an offer whose last day has passed.
        const ended = offers.find(
          (offer) =>
            offer.end_date && endOf(offer.end_date) < Date.now() && offer.event !== 'payment',
        );
        expect(ended).toBeDefined();
        const [y, m, d] = ended!.end_date!.split('-');
        await page.goto(`/campanhas/${ended!.slug}`);
        await expect(page.getByText(`Oferta encerrada em ${d}/${m}/${y}`)).toBeVisible();
        await expect(page.locator('[data-offer-ended]')).toBeVisible();
        const actions =
          /^(Gerar voucher|Ver meu código|Ir para a loja|Solicitar carta|Ativar dinheiro de volta|Pagar com ePay|Quero participar|Ativar cartão farmácia)$/;
        await expect(page.getByRole('button', { name: actions })).toHaveCount(0);
        await expect(page.getByRole('link', { name: actions })).toHaveCount(0);
        await shot(page, `ended-detail-${tag}`);
        // The sandbox refuses it too.
        const refused = await page.request.post(`/clube/v1/campaign/${ended!.id}/event`, {
          headers: { Authorization: `Bearer ${token}` },
          data: {},
        });
        expect(refused.status()).toBe(422);
        // Its card says so.
        await page.goto(`/campanhas?query=${encodeURIComponent(ended!.partner.name)}`);
        await expect(
          page.locator(`[data-campaign="${ended!.slug}"]`).getByText('Oferta encerrada'),
        ).toBeVisible();
      });

      test('an offer ending soon says the same days on its card, detail and payment screen', async ({
        page,
      }) => {
        await enter(page, company);
        const token = await apiToken(page, company.member, company.company.slug);
        const offers = await offersOf(page, token);
        const dated = offers
          .filter((offer) => offer.end_date)
          .sort((a, b) => a.end_date!.localeCompare(b.end_date!));
        const soon = dated[0]!;
        // The browser lives 20 hours before the offer's end: '1 dia' left everywhere.
        await page.clock.setFixedTime(new Date(endOf(soon.end_date!) - 20 * 3_600_000));
        await page.goto(`/campanhas?query=${encodeURIComponent(soon.partner.name)}`);
        const card = page.locator(`[data-campaign="${soon.slug}"]`);
        await expect(card.locator('[data-expiry-days]')).toHaveText('Termina em 1 dia');
        await card.scrollIntoViewIfNeeded();
        await shot(page, `expiry-card-${tag}`);
        await page.goto(`/campanhas/${soon.slug}`);
        await expect(page.locator('[data-expiry-days]')).toHaveText('Termina em 1 dia');
        await shot(page, `expiry-detail-${tag}`);
        // A payment campaign's own screen shows its date the same way.
        const payment = dated.find((offer) => offer.event === 'payment');
        if (payment) {
          const [y, m, d] = payment.end_date!.split('-');
          // Two days before its end, unless that is past the member's token (then today).
          const twoDaysBefore = endOf(payment.end_date!) - 44 * 3_600_000;
          await page.clock.setFixedTime(new Date(Math.min(twoDaysBefore, Date.now())));
          await page.goto(`/campanhas-de-pagamento/${payment.slug}`);
          await expect(page.getByText(`Válida até ${d}/${m}/${y}`)).toBeVisible();
          if (twoDaysBefore <= Date.now())
            await expect(page.locator('[data-expiry-days]')).toHaveText('Termina em 2 dias');
        }
      });
    });
  }
}
