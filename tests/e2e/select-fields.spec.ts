import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { DEMO } from './support/demo.ts';
import { signIn } from './support/sign-in.ts';

/**
 * A select bound to a form (issue 20, SPEC §5): closing it is the field's blur, so the form
 * machine checks it there. No form of the club requires a select (the core's form definitions:
 * Seja parceiro requires the company, name, e-mail and phone; the profile, name and e-mail), so
 * on a real screen closing an empty select says nothing, and the required fields still do.
 */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test(`Seja parceiro: the optional Estado closes empty without an error, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.member, DEMO.company.slug);
    await page.goto('/seja-parceiro');
    await expect(page.getByRole('heading', { level: 1, name: 'Seja parceiro' })).toBeVisible();
    const state = page.getByRole('combobox', { name: /^Estado/ });
    await expect(state).not.toHaveAttribute('aria-required', 'true');

    // Closed by Escape, then by the focus going elsewhere: nothing to say about an optional field.
    await state.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`select-open-${viewport.width}.png`) });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await state.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('textbox', { name: /^Seu nome/ }).focus();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.getByText('Campo obrigatório!')).toHaveCount(0);
    await expect(state).not.toHaveAttribute('aria-invalid', 'true');

    // Leaving a required field empty does say it, on blur, as the select would if required.
    await page.getByRole('textbox', { name: /^Seu nome/ }).press('Tab');
    await expect(page.getByText('Campo obrigatório!')).toHaveCount(1);

    // Typing filters by prefix; Enter chooses.
    await state.click();
    await page.keyboard.type('sp');
    await page.keyboard.press('Enter');
    await expect(state).toHaveValue('SP - São Paulo');
    await page.screenshot({ path: test.info().outputPath(`select-closed-${viewport.width}.png`) });
  });
}
