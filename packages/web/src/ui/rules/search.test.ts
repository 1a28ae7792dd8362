import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesPrefix } from './search.ts';

describe('matchesPrefix', () => {
  it('matches a prefix ignoring case and accents on either side', () => {
    expect(matchesPrefix('São Paulo', 'sao')).toBe(true);
    expect(matchesPrefix('Sao Paulo', 'SÃO P')).toBe(true);
    expect(matchesPrefix('Ação', 'aca')).toBe(true);
    expect(matchesPrefix('ÉVORA', 'év')).toBe(true);
  });

  it('does not match the middle of a label', () => {
    expect(matchesPrefix('São Paulo', 'paulo')).toBe(false);
    expect(matchesPrefix('Rio', 'rioo')).toBe(false);
  });

  it('keeps every option for an empty or blank search', () => {
    expect(matchesPrefix('Qualquer', '')).toBe(true);
    expect(matchesPrefix('Qualquer', '   ')).toBe(true);
  });

  it('folds ç, ã and combining marks', () => {
    expect(foldForSearch('Çãõ\u0301')).toBe('cao');
  });
});
