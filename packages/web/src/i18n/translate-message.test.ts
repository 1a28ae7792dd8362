import { MESSAGE_KEYS } from '@clube/core';
import { MESSAGES_EN, MESSAGES_PT_BR } from '@clube/core/shared';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { createI18n } from './i18n.ts';
import { translateMessage } from './translate-message.ts';

const tIn = (language: 'pt-BR' | 'en') => {
  const i18n = createI18n(language, en);
  return i18n.getFixedT(language);
};

describe('translateMessage', () => {
  it("reads every core key from the reader's catalogue, whole keys and all", () => {
    const pt = tIn('pt-BR');
    const english = tIn('en');
    const ptMismatches = MESSAGE_KEYS.filter(
      (key) =>
        !MESSAGES_PT_BR[key].includes('{{') && translateMessage(pt, key) !== MESSAGES_PT_BR[key],
    );
    const enMismatches = MESSAGE_KEYS.filter(
      (key) =>
        !MESSAGES_EN[key].includes('{{') && translateMessage(english, key) !== MESSAGES_EN[key],
    );
    expect([...ptMismatches, ...enMismatches]).toEqual([]);
  });

  it('fills the placeholders from the message, a count included', () => {
    expect(
      translateMessage(tIn('pt-BR'), { key: 'feedback.offerTitle', params: { title: 'Nike' } }),
    ).toBe('Oferta Nike');
    expect(translateMessage(tIn('en'), { key: 'time.daysAgo', params: { count: 1 } })).toBe(
      '1 days ago',
    );
  });

  it("shows a server's words untouched, even when they look like a placeholder", () => {
    const server = {
      key: 'errors.server',
      params: { message: 'Valor {{x}} <b>inválido</b>' },
    } as const;
    expect(translateMessage(tIn('en'), server)).toBe('Valor {{x}} <b>inválido</b>');
  });

  it('falls back to Portuguese when English is not loaded', () => {
    const i18n = createI18n('en');
    expect(translateMessage(i18n.getFixedT('en'), 'validation.required')).toBe(
      'Campo obrigatório!',
    );
  });
});
