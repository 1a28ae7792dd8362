import fc from 'fast-check';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { cachedFixedT } from './cached-t.ts';

function instance() {
  const created = i18next.createInstance();
  void created.init({
    lng: 'pt-BR',
    fallbackLng: 'pt-BR',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      'pt-BR': {
        translation: {
          hello: 'Olá, {{name}}!',
          offers_one: '{{count}} oferta',
          offers_other: '{{count}} ofertas',
          seen: 'Visto',
          seen_male: 'Visto por ele',
        },
      },
      en: { translation: { hello: 'Hello, {{name}}!' } },
    },
  });
  return created;
}

describe('cachedFixedT', () => {
  it('answers as i18next does: interpolation, plurals, context, fallbacks and missing keys', () => {
    const i18n = instance();
    fc.assert(
      fc.property(
        fc.constantFrom('hello', 'offers', 'seen', 'absent'),
        fc.record(
          {
            name: fc.string(),
            count: fc.integer({ min: 0, max: 3 }),
            context: fc.constantFrom('male', 'female'),
          },
          { requiredKeys: [] },
        ),
        fc.constantFrom('pt-BR', 'en'),
        (key, options, language) => {
          const cached = cachedFixedT(i18n, language);
          const own = i18n.getFixedT(language);
          // Twice: the kept answer is the one i18next gives.
          expect(cached(key, options)).toBe(own(key, options));
          expect(cached(key, options)).toBe(own(key, options));
          expect(cached(key)).toBe(own(key));
          expect(cached(key)).toBe(own(key));
        },
      ),
    );
  });

  it('looks a text up once, and again once resources are added', () => {
    const i18n = instance();
    const t = cachedFixedT(i18n, 'pt-BR');
    expect(t('seen')).toBe('Visto');
    // Changed without telling anyone: the kept text is what the screen shows.
    i18n.addResource('pt-BR', 'translation', 'seen', 'Lido', { silent: true });
    expect(t('seen')).toBe('Visto');
    // A screen's texts registered later: what was missing or changed is looked up again.
    i18n.addResourceBundle('pt-BR', 'wallet', { title: 'Carteira' });
    expect(t('seen')).toBe('Lido');
    expect(cachedFixedT(i18n, 'pt-BR', 'wallet')('title')).toBe('Carteira');
  });

  it('finds a namespace registered after its key was first asked for', () => {
    const i18n = instance();
    const t = cachedFixedT(i18n, 'pt-BR', 'rewards');
    expect(t('title')).toBe('title');
    i18n.addResourceBundle('pt-BR', 'rewards', { title: 'Recompensas' });
    expect(t('title')).toBe('Recompensas');
  });

  it('is one function per language and namespace, so effects that depend on it run once', () => {
    const i18n = instance();
    expect(cachedFixedT(i18n, 'pt-BR')).toBe(cachedFixedT(i18n, 'pt-BR'));
    expect(cachedFixedT(i18n, 'en')).not.toBe(cachedFixedT(i18n, 'pt-BR'));
    expect(cachedFixedT(i18n, 'pt-BR', 'wallet')).not.toBe(cachedFixedT(i18n, 'pt-BR'));
    expect(cachedFixedT(instance(), 'pt-BR')).not.toBe(cachedFixedT(i18n, 'pt-BR'));
  });

  it('asks i18next every time for a list of keys or a call with options', () => {
    const i18n = instance();
    const t = cachedFixedT(i18n, 'pt-BR');
    expect(t(['absent', 'seen'])).toBe('Visto');
    expect(t('hello', { name: 'Ana' })).toBe('Olá, Ana!');
    i18n.addResource('pt-BR', 'translation', 'hello', 'Oi, {{name}}!', { silent: true });
    i18n.addResource('pt-BR', 'translation', 'seen', 'Lido', { silent: true });
    expect(t('hello', { name: 'Ana' })).toBe('Oi, Ana!');
    expect(t(['absent', 'seen'])).toBe('Lido');
    expect(t('absent', 'Texto padrão')).toBe('Texto padrão');
  });
});
