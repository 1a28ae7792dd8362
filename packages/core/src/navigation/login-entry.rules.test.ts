import { describe, expect, it } from 'vitest';
import { decideLoginEntry } from './login-entry.rules.ts';

describe('decideLoginEntry', () => {
  it('goes to the error screen when the address carries an error', () => {
    expect(decideLoginEntry({ error: 'x', token: 't' })).toEqual({ token: 't', to: '/erro' });
  });

  it('opens a campaign by its slug', () => {
    expect(decideLoginEntry({ campaign: 'pizza 10%', company: 'c' }).to).toBe(
      '/campanhas/pizza%2010%25',
    );
  });

  it('opens the campaign list with the remaining query for a partner or a category', () => {
    expect(decideLoginEntry({ company: 'c', token: 't', category: 'bares', page: '2' })).toEqual({
      token: 't',
      to: '/campanhas?category=bares&page=2',
    });
  });

  it('goes Home otherwise, and ignores a blank token', () => {
    expect(decideLoginEntry({ token: '  ' })).toEqual({ token: null, to: '/' });
  });
});
