import { describe, expect, it } from 'vitest';
import { fittingText } from './fitting-placeholder.ts';

const DESKTOP = 'Qual oferta você está procurando hoje?';
const MOBILE = 'Busque por produtos ou marcas';
// About 7.5 px a character, as the top bar's 15 px system font.
const measure = (text: string) => text.length * 7.5;

describe('fittingText', () => {
  it('keeps SPEC’s desktop text where it fits', () => {
    expect(fittingText([DESKTOP, MOBILE], 400, measure)).toBe(DESKTOP);
  });

  it('takes the shorter text where the long one would be cut (an inner page’s top bar)', () => {
    expect(fittingText([DESKTOP, MOBILE], 250, measure)).toBe(MOBILE);
  });

  it('takes the narrowest when none fits, and nothing from nothing', () => {
    expect(fittingText([DESKTOP, MOBILE], 50, measure)).toBe(MOBILE);
    expect(fittingText([], 50, measure)).toBe('');
  });
});
