import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isExternalHref, sanitizeHtml } from './sanitize-html.ts';
import { SafeHtml } from './SafeHtml.tsx';

const renderHtml = (html: string) => render(<SafeHtml html={html} />).container.firstElementChild!;

describe('SafeHtml', () => {
  it('loads the sanitiser when HTML is first shown, then shows it sanitised', async () => {
    vi.resetModules();
    const fresh = await import('./SafeHtml.tsx');
    const root = render(<fresh.SafeHtml html={'<p>Oi</p><script>x()</script>'} />).container
      .firstElementChild!;
    // Nothing unsanitised meanwhile: the box is empty and busy.
    expect(root).toBeEmptyDOMElement();
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Oi')).toBeInTheDocument();
    expect(root).not.toHaveAttribute('aria-busy');
    expect(root.querySelector('script')).toBeNull();
  });

  it('renders harmless markup as it is', () => {
    const root = renderHtml('<p>Use o cupom <strong>CLUBE10</strong></p><ul><li>um</li></ul>');
    expect(root.tagName).toBe('DIV');
    expect(root.querySelector('strong')).toHaveTextContent('CLUBE10');
    expect(root.querySelectorAll('li')).toHaveLength(1);
  });

  it('removes <script> elements', () => {
    const root = renderHtml('<p>oi</p><script>window.hacked = true</script>');
    expect(root.querySelector('script')).toBeNull();
    expect(root.innerHTML).not.toContain('hacked');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('removes event handlers such as onerror', () => {
    const root = renderHtml('<img src="x.png" onerror="alert(1)"><p onclick="alert(2)">oi</p>');
    expect(root.innerHTML).not.toMatch(/onerror|onclick|alert/);
    expect(root.querySelector('img')).toHaveAttribute('src', 'x.png');
  });

  it('removes javascript: URLs', () => {
    const root = renderHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(2)">b</a>',
    );
    for (const link of root.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    }
    expect(root.innerHTML).not.toMatch(/alert/);
  });

  it('removes iframes, forms and inline styles', () => {
    const root = renderHtml(
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form>' +
        '<p style="position:fixed">oi</p><style>body{display:none}</style>',
    );
    expect(root.querySelector('iframe, form, input, style')).toBeNull();
    expect(root.querySelector('p')).not.toHaveAttribute('style');
  });

  it('opens external links in a new tab with rel="noopener noreferrer"', () => {
    const root = renderHtml(
      '<a href="https://parceiro.example/oferta">oferta</a><a href="//cdn.example/x">cdn</a>',
    );
    for (const link of root.querySelectorAll('a')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('replaces a weaker rel on a link that already opens a new tab', () => {
    const root = renderHtml('<a href="/campanhas" target="_blank" rel="opener">x</a>');
    expect(root.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves same-site links in the same tab', () => {
    const root = renderHtml(
      `<a href="/campanhas">a</a><a href="${window.location.origin}/perfil" target="_top">b</a>`,
    );
    for (const link of root.querySelectorAll('a')) {
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('renders nothing for no HTML', () => {
    const root = render(<SafeHtml html={null} />).container.firstElementChild!;
    expect(root).toBeEmptyDOMElement();
  });

  it('sanitises the same way every time (the hook is registered once)', () => {
    const once = sanitizeHtml('<a href="https://x.example">x</a>');
    const twice = sanitizeHtml('<a href="https://x.example">x</a>');
    expect(twice).toBe(once);
    expect(once.match(/noopener noreferrer/g)).toHaveLength(1);
  });
});

describe('isExternalHref', () => {
  const origin = 'https://clube.example';
  it.each([
    ['https://outro.example/a', true],
    ['http://clube.example/a', true],
    ['//cdn.example/a', true],
    ['https://clube.example/a', false],
    ['/campanhas', false],
    ['mailto:a@b.c', false],
    ['#topo', false],
  ])('%s → %s', (href, external) => {
    expect(isExternalHref(href, origin)).toBe(external);
  });
});
