import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPath, isExternal, parsePath, resolveTo } from './path.ts';

// Characters that may appear in a part without starting the next one; '.' and '..' are steps.
const segment = fc
  .stringMatching(/^[a-zA-Z0-9._~%-]{1,8}$/)
  .filter((name) => name !== '.' && name !== '..');
const pathname = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
// A lone '?' or '#' is dropped by createPath (documented), so a part is empty or has content.
const search = fc.oneof(
  fc.constant(''),
  fc
    .string({ minLength: 1, maxLength: 10 })
    .filter((s) => !s.includes('#'))
    .map((s) => `?${s}`),
);
const hash = fc.oneof(
  fc.constant(''),
  fc.string({ minLength: 1, maxLength: 10 }).map((s) => `#${s}`),
);

describe('parsePath / createPath', () => {
  it('splits an address at the first ? and the first #', () => {
    expect(parsePath('/a/b?c=1&d=2#top')).toEqual({
      pathname: '/a/b',
      search: '?c=1&d=2',
      hash: '#top',
    });
    expect(parsePath('/a#x?y')).toEqual({ pathname: '/a', search: '', hash: '#x?y' });
    expect(parsePath('?q=1')).toEqual({ pathname: '', search: '?q=1', hash: '' });
    expect(parsePath('')).toEqual({ pathname: '', search: '', hash: '' });
  });

  it('writes the parts back, adding a missing ? or # and leaving a lone one out', () => {
    expect(createPath({ pathname: '/a', search: 'b=1', hash: 'c' })).toBe('/a?b=1#c');
    expect(createPath({ pathname: '/a', search: '?', hash: '#' })).toBe('/a');
    expect(createPath({})).toBe('/');
  });

  it('round-trips: parsePath(createPath(parts)) gives the parts back', () => {
    fc.assert(
      fc.property(fc.record({ pathname, search, hash }), (parts) => {
        expect(parsePath(createPath(parts))).toEqual(parts);
      }),
    );
  });

  it('round-trips the other way for any address with a path', () => {
    fc.assert(
      fc.property(pathname, search, hash, (p, s, h) => {
        const address = `${p}${s}${h}`;
        expect(createPath(parsePath(address))).toBe(address);
      }),
    );
  });
});

describe('resolveTo', () => {
  const from = { pathname: '/campanhas/pizza' };

  it('keeps an absolute path as it is', () => {
    expect(resolveTo('/recompensas?x=1#y', from)).toBe('/recompensas?x=1#y');
  });

  it('keeps the current path for a query or a hash alone', () => {
    expect(resolveTo('?a=1', from)).toBe('/campanhas/pizza?a=1');
    expect(resolveTo('#top', from)).toBe('/campanhas/pizza#top');
    expect(resolveTo({ search: '?a=1' }, from)).toBe('/campanhas/pizza?a=1');
  });

  it('follows a relative path from the current path', () => {
    expect(resolveTo('a', from)).toBe('/campanhas/pizza/a');
    expect(resolveTo('./a', from)).toBe('/campanhas/pizza/a');
    expect(resolveTo('../a', from)).toBe('/campanhas/a');
    expect(resolveTo('../../a?b=1', from)).toBe('/a?b=1');
    expect(resolveTo('..', from)).toBe('/campanhas');
    expect(resolveTo('a', { pathname: '/campanhas/' })).toBe('/campanhas/a');
  });

  it('never climbs above the root', () => {
    expect(resolveTo('../../../../a', from)).toBe('/a');
    expect(resolveTo('..', { pathname: '/' })).toBe('/');
    expect(resolveTo('a', { pathname: '/' })).toBe('/a');
  });

  it('reads an object address part by part', () => {
    expect(resolveTo({ pathname: '/x', hash: 'h' }, from)).toBe('/x#h');
    expect(resolveTo({ pathname: 'y', search: '?q' }, from)).toBe('/campanhas/pizza/y?q');
    expect(resolveTo({ hash: '#h' }, from)).toBe('/campanhas/pizza#h');
  });

  it('gives an absolute path for any relative one', () => {
    const relative = fc
      .array(fc.oneof(segment, fc.constant('..'), fc.constant('.')), { minLength: 1 })
      .map((parts) => parts.join('/'));
    fc.assert(
      fc.property(relative, pathname, (to, current) => {
        const resolved = resolveTo(to, { pathname: current });
        expect(resolved.startsWith('/')).toBe(true);
        expect(resolved.split('/')).not.toContain('..');
      }),
    );
  });
});

describe('isExternal', () => {
  it('tells addresses outside the app from those inside', () => {
    expect(isExternal('https://x')).toBe(true);
    expect(isExternal('mailto:a')).toBe(true);
    expect(isExternal('//host')).toBe(true);
    expect(isExternal('/path')).toBe(false);
    expect(isExternal('path')).toBe(false);
    expect(isExternal('?a=1')).toBe(false);
    expect(isExternal({ pathname: 'https://x' })).toBe(false);
  });
});
