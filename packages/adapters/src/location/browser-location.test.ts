import { describe, expect, it, vi } from 'vitest';
import { createBrowserLocation } from './browser-location.ts';
import { createMemoryLocation } from './memory-location.ts';

function fakeWindow() {
  const assign = vi.fn();
  const open = vi.fn();
  const reload = vi.fn();
  const window = {
    location: {
      origin: 'https://clube.example',
      pathname: '/campanhas',
      search: '?page=2',
      assign,
      reload,
    },
    open,
  } as unknown as Pick<Window, 'location' | 'open'>;
  return { window, assign, open, reload };
}

describe('browser location', () => {
  it('follows only what the core URL check allows', () => {
    const { window, assign, open } = fakeWindow();
    const location = createBrowserLocation({
      window,
      allowedOrigins: () => ['https://loja.parceiro.example'],
    });
    expect(location.current()).toBe('/campanhas?page=2');
    location.assign('/perfil');
    location.assign('https://loja.parceiro.example/oferta');
    location.assign('https://evil.example/phish');
    location.assign('//evil.example');
    location.assign('javascript:alert(1)');
    expect(assign.mock.calls.map(([url]) => url)).toEqual([
      '/perfil',
      'https://loja.parceiro.example/oferta',
    ]);
    location.open('https://clube.example/carta.html');
    location.open('https://evil.example');
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      'https://clube.example/carta.html',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('remembers where a Node club was sent', () => {
    const location = createMemoryLocation();
    location.assign('/home');
    location.open('https://example.com');
    expect(location.current()).toBe('/home');
    expect(location.opened).toEqual(['https://example.com']);
  });
});
