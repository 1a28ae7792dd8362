// Test helper (not part of the kit): render inside the i18n provider, pt-BR unless told.
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { en } from '../i18n/en.ts';
import { createI18n } from '../i18n/i18n.ts';
import { registerMemberTexts } from '../i18n/member-texts.ts';

export function renderWithI18n(
  ui: ReactElement,
  { language = 'pt-BR', ...options }: { language?: 'pt-BR' | 'en' } & RenderOptions = {},
): RenderResult {
  const i18n = createI18n(language, en);
  registerMemberTexts(i18n);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return render(ui, { wrapper, ...options });
}
