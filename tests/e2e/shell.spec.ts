import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { Shell } from './models/shell.page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO } from './support/demo.ts';
import { openSignedIn, signIn } from './support/sign-in.ts';

/** Every logged-in path of SPEC §2 with the heading it must show for the full-permission company. */
const ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['/vitrine/destaques', 'Vitrine'],
  ['/premios', 'Prêmios'],
  ['/premios/parceiro-x', 'Detalhes do prêmio'],
  ['/recompensas', 'Recompensas'],
  ['/recompensas/catalogo', 'Catálogo de Recompensas'],
  ['/recompensas/parceiro-x', 'Detalhes da recompensa'],
  ['/campanhas', 'Campanhas'],
  ['/campanhas/uma-campanha', 'Detalhes da campanha'],
  ['/campanhas-de-pagamento/uma-campanha', 'Campanha de pagamento'],
  ['/proximos-a-voce', 'Próximos a você'],
  ['/resgates', 'Meus resgates'],
  ['/resgates/codigos', 'Meus resgates'],
  ['/resgates/vouchers', 'Meus resgates'],
  ['/resgates/cartas', 'Meus resgates'],
  ['/resgates/cashback', 'Meus resgates'],
  ['/termos/usuario', 'Termos'],
  ['/termos/parceria', 'Termos'],
  ['/termos/privacidade', 'Termos'],
  ['/cartao-farmacia', 'Cartão farmácia'],
  ['/perfil', 'Meu perfil'],
  ['/editar-perfil', 'Editar perfil'],
  ['/alterar-senha', 'Alterar senha'],
  ['/seja-parceiro', 'Seja parceiro'],
  ['/carteira', 'Carteira'],
  ['/carteira/premios', 'Carteira'],
  ['/carteira/pontos', 'Carteira'],
  ['/erro', 'Erro'],
];

test.describe('the signed-in shell of the full-permission company', () => {
  test('every route resolves to its page, with no console error', async ({ page }) => {
    // 27 full page loads, each starting the club (config, member, notifications, categories…):
    // about 3 s each when two workers share two cores, so 90 s was not enough in CI.
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, DEMO.member);
    for (const [path, heading] of ROUTES) {
      // The heading is the check: waiting for `load` too would also wait for every logo and
      // lazy tab the page goes on to fetch.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    }
    expect(errors).toEqual([]);
  });

  test('redirects: payment root, a missing showcase tag and unknown paths', async ({ page }) => {
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/campanhas-de-pagamento');
    await expect(page).toHaveURL(/\/campanhas$/);
    await page.goto('/vitrine');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/nao-existe/de-jeito-nenhum');
    await expect(page).toHaveURL(/\/$/);
  });

  test('desktop shows every permitted item of the top bar and the profile menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO.member);
    const shell = new Shell(page);
    await expect(shell.topBarLink('Recompensas')).toBeVisible();
    await expect(shell.topBarLink('Próximos a você')).toBeVisible();
    await expect(shell.topBarLink('Seja parceiro')).toBeVisible();
    await expect(shell.topBarLink('Loja')).toHaveAttribute('href', /utm_campaign=clube-demo/);
    await expect(page.getByRole('combobox', { name: 'Buscar ofertas' }).first()).toHaveAttribute(
      'placeholder',
      'Qual oferta você está procurando hoje?',
    );
    await expect(shell.mobileTabs).toBeHidden();
    await expect(shell.footer.getByRole('link', { name: 'Dinheiro de volta' })).toBeVisible();
    await expect(shell.footer).toContainText(String(new Date().getFullYear()));
    await page.screenshot({
      path: 'test-results/screenshots/shell-demo-desktop.png',
      fullPage: true,
    });
    await expectNoAxeViolations(page);

    const menu = await shell.openProfileMenu();
    await expect(menu.getByText('Marina Souza')).toBeVisible();
    await expect(menu.getByRole('link', { name: /Dinheiro de volta/ })).toContainText('R$');
    await expect(menu.getByRole('link', { name: 'Cartão farmácia' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Meus favoritos' })).toHaveAttribute(
      'href',
      '/campanhas?favorites=true',
    );
    await page.screenshot({ path: 'test-results/screenshots/profile-menu-desktop.png' });
    await expectNoAxeViolations(page);

    // The panels are modal: Escape closes the menu; the notifications open alone.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const notifications = await shell.openNotifications();
    await expect(menu).toBeHidden();
    await expect(notifications.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await notifications.getByRole('button', { name: 'Fechar' }).click();
    await expect(notifications).toBeHidden();
  });

  test('mobile shows the tabs and the mobile search placeholder', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.member);
    const shell = new Shell(page);
    await expect(shell.mobileTabs.getByRole('link', { name: 'Descontos' })).toBeVisible();
    await expect(shell.mobileTabs.getByRole('link', { name: 'Recompensas' })).toBeVisible();
    // One search box per width: the mobile one, below the bar.
    await expect(page.getByRole('combobox', { name: 'Buscar ofertas' })).toHaveAttribute(
      'placeholder',
      'Busque por produtos ou marcas',
    );
    await expect(shell.topBarLink('Seja parceiro')).toBeHidden();
    await page.screenshot({
      path: 'test-results/screenshots/shell-demo-mobile.png',
      fullPage: true,
    });
    await expectNoAxeViolations(page);
  });

  test('"Voltar ao topo" shows once the page is scrolled past 200 px, and goes back up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.member);
    const backToTop = page.getByRole('button', { name: 'Voltar ao topo' });
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 150, behavior: 'instant' }));
    // Not yet past the threshold: give the observer a frame to (wrongly) report.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect(backToTop).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/shell-back-to-top-390.png' });
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test('searching goes to Campanhas with the query, HTML removed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO.member);
    // One search box per width: the desktop one, in the bar.
    const search = page.getByRole('combobox', { name: 'Buscar ofertas' });
    await search.fill('pizza <b>grande</b>');
    await search.press('Enter');
    // Tags go, their text stays (issue 20 item 21).
    await expect(page).toHaveURL(/\/campanhas\?query=pizza(%20|\+)grande$/);
  });
});
