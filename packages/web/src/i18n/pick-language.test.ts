import { describe, expect, it } from 'vitest';
import { pickLanguage } from './pick-language.ts';

describe('pickLanguage', () => {
  it('takes the first of the browser languages the app has texts in', () => {
    expect(pickLanguage(['fr-FR', 'en-GB', 'pt-BR'])).toBe('en');
    expect(pickLanguage(['pt-PT', 'en-US'])).toBe('pt-BR');
    expect(pickLanguage(['EN'])).toBe('en');
  });

  it('falls back to Portuguese', () => {
    expect(pickLanguage(['de-DE', 'es'])).toBe('pt-BR');
    expect(pickLanguage([])).toBe('pt-BR');
  });
});
