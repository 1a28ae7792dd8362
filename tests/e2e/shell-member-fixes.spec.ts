import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { Shell } from './models/shell.page.ts';
import { DEMO, ENGAJA } from './support/demo.ts';
import { faultNext } from './support/faults.ts';
import { openSignedIn, signIn, signInWithToken } from './support/sign-in.ts';

/** Home after a sign-in may take a while on a busy machine (the member's chunk, the club). */
const SLOW = { timeout: 30_000 };

async function atHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/, SLOW);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá', SLOW);
}

/** The words of an element's text that its layout broke across lines (none when it breaks between words). */
function wordsBrokenAcrossLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

/**
 * What members met around the shell (issue 20, "points, money and account" and "around the
 * app"): the phone's way to the top bar's destinations, a failed "mark as read", the time of
 * each notification, the sign-in's texts, the points in the coin's name, the public routes
 * that carry a token of their own, and Sair. Both seeded companies, at 390 and 1280 px.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/screenshots';
const shot = (name: string) => `${SHOTS}/shell-member-fixes-${name}.png`;

const SIZES = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const COMPANIES = [
  {
    key: 'demo',
    member: DEMO.member,
    slug: DEMO.company.slug,
    coin: 'Pontos Vantagens',
    destinations: ['Próximos a você', 'Seja parceiro', 'Loja'],
    signIn: (page: Page) => signIn(page, DEMO.member),
  },
  {
    key: 'engaja',
    member: ENGAJA.member,
    slug: ENGAJA.company.slug,
    coin: 'Engaja Coins',
    destinations: [] as string[],
    // Its signed-out visitors are sent to its logout_url: members come in with a token.
    signIn: (page: Page) => signInWithToken(page, ENGAJA.member, ENGAJA.company.slug),
  },
] as const;

for (const company of COMPANIES) {
  for (const size of SIZES) {
    test.describe(`${company.key} at ${size.width} px`, () => {
      test.describe.configure({ timeout: 120_000 });
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
      });

      test('the top bar destinations are reachable, and the wallets read in the coin and in prizes', async ({
        page,
      }) => {
        await company.signIn(page);
        const shell = new Shell(page);
        const menu = await shell.openProfileMenu();
        const points = menu.getByRole('link', { name: /^Pontos/ });
        await expect(points).toContainText(company.coin);
        // A third of the panel: the coin's name wraps between its words, never inside one.
        expect(await wordsBrokenAcrossLines(points)).toEqual([]);
        if (company.key === 'demo') {
          await expect(menu.getByRole('link', { name: /^Prêmios/ })).toHaveText(
            /^Prêmios\d+ prêmios?$/,
          );
        }
        const inMenu = menu.getByRole('navigation', { name: 'Mais destinos' });
        if (size.name === 'mobile' && company.destinations.length > 0) {
          await expect(inMenu.getByRole('link')).toHaveText([...company.destinations]);
        } else {
          await expect(inMenu).toHaveCount(0);
        }
        await page.screenshot({ path: shot(`${company.key}-profile-menu-${size.name}`) });
        if (company.destinations.length === 0) return;
        // The way there, wherever it is offered at this width.
        if (size.name === 'desktop') await page.keyboard.press('Escape');
        const nearby =
          size.name === 'mobile'
            ? inMenu.getByRole('link', { name: 'Próximos a você' })
            : page.getByRole('navigation', { name: 'Mais destinos' }).getByRole('link', {
                name: 'Próximos a você',
              });
        await nearby.click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Próximos a você');
      });

      for (const fault of ['status=500', 'status=422', 'drop']) {
        test(`a failed "mark as read" (${fault}) leaves the app as it was`, async ({ page }) => {
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await company.signIn(page);
          const shell = new Shell(page);
          const panel = await shell.openNotifications();
          const unread = panel.locator('button[data-read="false"]').first();
          await expect(unread).toBeVisible();
          // SPEC §8 relative time under each title.
          await expect(unread.locator('time')).toHaveText(
            /^(Hoje às \d\d:\d\d|Ontem às \d\d:\d\d|Há \d+ dias)$/,
          );
          if (fault === 'status=500') {
            await page.screenshot({ path: shot(`${company.key}-notifications-${size.name}`) });
          }
          await faultNext(page, /\/clube\/v1\/notification\/\d+$/, fault);
          await unread.click();
          await expect(panel).toBeVisible();
          await expect(shell.topBar).toBeVisible();
          await expect(panel.getByRole('alert')).toHaveCount(0);
          await panel.getByRole('button', { name: 'Fechar' }).first().click();
          await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá', SLOW);
          expect(errors).toEqual([]);
        });
      }

      test('a signed-in member opening a public route with its own token stays signed in, at Home', async ({
        page,
      }) => {
        await company.signIn(page);
        for (const path of [
          '/nova-senha?token=reset-123',
          '/ativar-cartao/alelo?token=convite-9',
        ]) {
          const unauthorised: string[] = [];
          const listener = (response: { status(): number; url(): string }) => {
            if (response.status() === 401) unauthorised.push(response.url());
          };
          page.on('response', listener);
          await page.goto(path);
          await atHome(page);
          page.off('response', listener);
          expect(unauthorised).toEqual([]);
        }
      });

      test("the points history reads in the coin's name, with no gift card paid in reais", async ({
        page,
      }) => {
        await company.signIn(page);
        await page.goto('/carteira/pontos');
        await expect(page.getByRole('heading', { name: 'Recompensas resgatadas' })).toBeVisible(
          SLOW,
        );
        await expect(page.getByText(/\d pontos$/)).toHaveCount(0);
        await expect(page.getByText('129,9')).toHaveCount(0);
        await page.screenshot({ path: shot(`${company.key}-points-${size.name}`), fullPage: true });
      });
    });
  }
}

for (const size of SIZES) {
  test.describe(`a screen that breaks at ${size.width} px`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('shows the global message inside the frame, with a way back Home', async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO.member);
      // The rewards screen's code fails to arrive (a request the network drops while online):
      // React throws where the screen was to render, as it would for a fault in the screen.
      const rewardsCode = /\/assets\/RewardsHomeScreen-[\w-]+\.js$/;
      await page.route(rewardsCode, (route) => route.abort('failed'));
      const rewards =
        size.name === 'mobile'
          ? page
              .getByRole('navigation', { name: 'Seções' })
              .getByRole('link', { name: 'Recompensas' })
          : page
              .getByRole('navigation', { name: 'Mais destinos' })
              .getByRole('link', { name: 'Recompensas' });
      await rewards.click();
      const alert = page.getByRole('alert').filter({ hasText: 'Ocorreu um problema' });
      await expect(alert).toHaveText(
        /Ocorreu um problema, caso o erro persista entre em contato com a equipe de suporte\./,
        SLOW,
      );
      await expect(page.getByRole('banner')).toBeVisible();
      await page.screenshot({ path: shot(`error-boundary-${size.name}`) });
      await page.unroute(rewardsCode);
      await alert.getByRole('link', { name: 'Voltar para o início' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá', SLOW);
    });
  });
}

for (const size of SIZES) {
  test.describe(`sign-in and sign-out at ${size.width} px`, () => {
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test("a bare 401 or 403 reads in Portuguese; the partners and the button's colour show", async ({
      page,
    }) => {
      await page.goto('/entrar');
      await expect(page.getByText('Marcas parceiras')).toBeVisible(SLOW);
      const button = page.getByRole('button', { name: 'Entrar', exact: true });
      // #565F7D, the seeded mainButton.
      await expect(button).toHaveCSS('background-color', 'rgb(86, 95, 125)');
      await page.screenshot({ path: shot(`sign-in-${size.name}`), fullPage: true });
      await page.getByLabel(/CPF/).fill(DEMO.member.document);
      await page.getByLabel(/^Senha/).fill('qualquer');
      await faultNext(page, /\/clube\/v1\/login$/, 'status=401');
      await button.click();
      // The company's negativeFeedback, never 'Unauthorized'.
      await expect(
        page.getByText('Documento ou senha incorretos. Confira os dados e tente de novo.'),
      ).toBeVisible();
      await expect(page.getByText('Unauthorized')).toHaveCount(0);
      await faultNext(page, /\/clube\/v1\/login$/, 'status=403');
      await button.click();
      await expect(page.getByText('Usuário não habilitado nesta empresa')).toBeVisible();
      await expect(page.getByText('Forbidden')).toHaveCount(0);
    });

    test('Sair lands on Entrar with no error; a wrong password then shows only its message', async ({
      page,
    }) => {
      await openSignedIn(page, DEMO.member, DEMO.company.slug, '/perfil');
      const shell = new Shell(page);
      const menu = await shell.openProfileMenu();
      await menu.getByRole('button', { name: 'Sair' }).click();
      await expect(page).toHaveURL(/\/entrar/, SLOW);
      await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible(SLOW);
      await expect(
        page.getByText('Você precisa estar logado para acessar outras paginas'),
      ).toHaveCount(0);
      await page.getByLabel(/CPF/).fill(DEMO.member.document);
      await page.getByLabel(/^Senha/).fill('senha-errada');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Documento ou senha incorretos. Confira os dados e tente de novo.',
      );
    });
  });
}
