import { Hono } from 'hono';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Stand-ins for the outside world the seed points to (partner stores, letters, a logout page,
 * a company site), so that no seeded link leaves the sandbox.
 */
export function sandboxPages(): Hono {
  const pages = new Hono();
  pages.get('/*', (c) => {
    const path = c.req.path.replace(/^\/sandbox\/?/, '');
    const title = path === 'sair' ? 'Você saiu do clube' : `Página de exemplo: ${path}`;
    return c.html(
      `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>${escape(title)}</title>` +
        `<body style="font-family:sans-serif;padding:2rem"><h1>${escape(title)}</h1>` +
        `<p>Esta página é servida pelo sandbox do Clube no lugar de um site externo.</p>` +
        `<p><a href="/">Voltar ao clube</a></p></body></html>`,
    );
  });
  return pages;
}
