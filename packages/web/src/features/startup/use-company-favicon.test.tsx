import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCompanyFavicon } from './use-company-favicon.ts';

const icons = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('useCompanyFavicon', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("points the page's icon at the company's, and follows it when it changes", () => {
    document.head.innerHTML = '<link rel="icon" href="data:,">';
    const { rerender } = renderHook(({ href }) => useCompanyFavicon(href), {
      initialProps: { href: null as string | null },
    });
    expect(icons()).toEqual(['data:,']);
    rerender({ href: '/media/a.png' });
    expect(icons()).toEqual(['/media/a.png']);
    rerender({ href: '/media/b.png' });
    expect(icons()).toEqual(['/media/b.png']);
    // Nothing to show: the last icon stays rather than the browser's blank one.
    rerender({ href: null });
    expect(icons()).toEqual(['/media/b.png']);
  });

  it('adds the icon link to a page that has none', () => {
    renderHook(() => useCompanyFavicon('/media/a.png'));
    expect(icons()).toEqual(['/media/a.png']);
  });
});
