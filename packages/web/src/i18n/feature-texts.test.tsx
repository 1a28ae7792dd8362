import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineTexts, useTexts } from './feature-texts.ts';
import { createI18n } from './i18n.ts';
import { I18nProvider } from './I18nProvider.tsx';
import { en } from './en.ts';
import { registerMemberTexts } from './member-texts.ts';

const texts = defineTexts(
  'example',
  { title: 'Meus favoritos', count: '{{count}} ofertas' },
  { title: 'My favourites', count: '{{count}} offers' },
);

function Example() {
  const t = useTexts(texts);
  return (
    <p>
      {t('title')} · {t('count', { count: 3 })}
    </p>
  );
}

describe('feature texts', () => {
  it('registers a feature namespace on first use and follows the language', async () => {
    const i18n = createI18n('pt-BR', en);
    expect(i18n.hasResourceBundle('pt-BR', 'example')).toBe(false);
    render(
      <I18nProvider i18n={i18n}>
        <Example />
      </I18nProvider>,
    );
    expect(screen.getByText('Meus favoritos · 3 ofertas')).toBeTruthy();
    // A Portuguese reader does not pay for the English texts until the language changes.
    expect(i18n.hasResourceBundle('en', 'example')).toBe(false);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('My favourites · 3 offers')).toBeTruthy();
  });

  it('keeps the shared catalogue apart from the feature namespace', () => {
    const i18n = createI18n('pt-BR');
    render(
      <I18nProvider i18n={i18n}>
        <Example />
      </I18nProvider>,
    );
    expect(i18n.t('title')).toBe('title');
    expect(i18n.t('title', { ns: 'example' })).toBe('Meus favoritos');
  });

  it("adds the member area's Portuguese texts once; an English reader's instance has its English from the start", () => {
    const portuguese = createI18n('pt-BR');
    registerMemberTexts(portuguese);
    const label = portuguese.getResource('pt-BR', 'translation', 'layout.searchLabel') as unknown;
    expect(label).toBe('Buscar ofertas');
    // Registering again keeps what is there (no second merge of the bundle).
    portuguese.addResource('pt-BR', 'translation', 'layout.searchLabel', 'changed');
    registerMemberTexts(portuguese);
    expect(portuguese.t('layout.searchLabel')).toBe('changed');
    expect(portuguese.hasResourceBundle('en', 'translation')).toBe(false);

    const english = createI18n('en', en);
    expect(english.t('layout.searchLabel')).toBe('Search offers');
    expect(english.t('routes.home')).toBe(en.routes.home);
    registerMemberTexts(english);
    expect(english.t('layout.searchLabel')).toBe('Search offers');
    expect(english.getResource('pt-BR', 'translation', 'layout.searchLabel')).toBe(
      'Buscar ofertas',
    );
  });
});
