import { describe, expect, it } from 'vitest';
import { followableRedirect } from './redirect.rules.ts';

describe('followableRedirect (a URL the API answered)', () => {
  it('follows http(s) URLs and paths of this site', () => {
    expect(followableRedirect('https://app.example/entrar?token=t')).toBe(
      'https://app.example/entrar?token=t',
    );
    expect(followableRedirect('http://app.example')).toBe('http://app.example');
    expect(followableRedirect('/campanhas?token=t')).toBe('/campanhas?token=t');
  });

  it('refuses scripts, data, other hosts in disguise and nothing', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil',
      '',
    ]) {
      expect(followableRedirect(url), url).toBeNull();
    }
    expect(followableRedirect(null)).toBeNull();
    expect(followableRedirect('https://user@evil.example')).toBeNull();
  });
});
