import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCustomStylesheet } from './use-custom-stylesheet.ts';

const attached = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[data-clube-custom]')].map((link) =>
    link.getAttribute('href'),
  );

describe('useCustomStylesheet', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('attaches the stylesheet, swaps it when the address changes and removes it when gone', () => {
    const { rerender, unmount } = renderHook(({ href }) => useCustomStylesheet(href), {
      initialProps: { href: '/estilos/a.css' as string | null },
    });
    expect(attached()).toEqual(['/estilos/a.css']);
    expect(document.head.querySelector('link[data-clube-custom]')!.getAttribute('rel')).toBe(
      'stylesheet',
    );
    rerender({ href: '/estilos/b.css' });
    expect(attached()).toEqual(['/estilos/b.css']);
    rerender({ href: null });
    expect(attached()).toEqual([]);
    rerender({ href: '/estilos/c.css' });
    unmount();
    expect(attached()).toEqual([]);
  });
});
