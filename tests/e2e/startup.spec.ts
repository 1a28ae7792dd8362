import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO, ENGAJA } from './support/demo.ts';

/** A token from the API, as a partner system holds it. */
async function tokenFor(
  page: import('@playwright/test').Page,
  member: { document: string; password: string },
  company: string,
): Promise<string> {
  const response = await page.request.post('/clube/v1/login', {
    data: { document: member.document, password: member.password, company },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

test.describe('start-up (SPEC §2)', () => {
  test('a token in the address signs the member in on the page asked for', async ({ page }) => {
    await page.route('**/clube/v1/notice/last', (route) =>
      route.fulfill({ status: 200, json: { data: null } }),
    );
    const token = await tokenFor(page, DEMO.member, DEMO.company.slug);
    await page.goto(`/campanhas?company=${DEMO.company.slug}&token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/campanhas\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campanhas');
    await expect(page.getByRole('banner')).toBeVisible();
    // The session survives a reload without the token.
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meu perfil');
  });

  test('a signed-out visitor of a company with a logout_url leaves for it', async ({ page }) => {
    await page.goto(`/?company=${ENGAJA.company.slug}`);
    await expect(page).toHaveURL(/\/sandbox\/sair/);
    await page.goto(`/entrar?company=${ENGAJA.company.slug}`);
    await expect(page).toHaveURL(/\/sandbox\/sair/);
  });

  test('a company without a logout_url keeps its signed-out visitors on Entrar', async ({
    page,
  }) => {
    await page.goto(`/?company=${DEMO.company.slug}`);
    await expect(page).toHaveURL(/\/entrar\?redirectTo=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe('on an outdated browser', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
    });
    test('desktop shows the warning, which can be dismissed', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/entrar?company=${DEMO.company.slug}`);
      const warning = page.getByRole('alert').filter({ hasText: 'navegador está desatualizado' });
      await expect(warning).toBeVisible();
      await page.screenshot({ path: 'test-results/screenshots/startup-outdated-desktop.png' });
      await expectNoAxeViolations(page);
      await warning.getByRole('button', { name: 'Entendi' }).click();
      await expect(warning).toHaveCount(0);
    });
    test('mobile widths show no warning', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/entrar?company=${DEMO.company.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('navegador está desatualizado')).toHaveCount(0);
    });
  });
});
