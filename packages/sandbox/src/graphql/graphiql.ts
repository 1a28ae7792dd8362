import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { inlineScriptHashes } from '../static/inline-scripts.ts';

export interface GraphiqlPage {
  render: () => string;
  /** Its own Content-Security-Policy: the editor is one inline script of this package. */
  policy: string;
}

/**
 * GraphiQL for development only, with the editor bundled in the page (no script from another
 * origin), and a policy that allows exactly that script and the workers it starts from blobs.
 */
export function graphiqlPage(title: string): GraphiqlPage {
  const html = renderGraphiQL({ title });
  const scripts = inlineScriptHashes(html).map((hash) => `'${hash}'`);
  const policy = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // The page's own <style> and the editor's (Monaco injects styles as it runs).
    "style-src 'self' 'unsafe-inline'",
    'worker-src blob:',
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { render: () => html, policy };
}
