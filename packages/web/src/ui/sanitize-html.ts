import DOMPurify from 'dompurify';

/**
 * The HTML sanitiser behind SafeHtml, the one way server HTML (descriptions, how-to-use texts,
 * notices) reaches the page. It is a module of its own so that it loads (with DOMPurify,
 * ~11 kB gzip) when HTML is first shown, not with the page (see `SafeHtml`). DOMPurify drops scripts, event handlers, javascript: URLs, iframes, forms and inline styles;
 * links leaving the site open in a new tab with rel="noopener noreferrer".
 * Earlier Chromium builds checked the content security policy as soon as any parser (DOMPurify's
 * inert document, a template, even setHTML) met an inline handler attribute, so a description
 * carrying one sent a blocked script-src-attr report while it was sanitised (Chromium 150 sends
 * none). Such a report is welcome: it names the page whose server text tried to inject a handler.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

const EXTERNAL_REL = 'noopener noreferrer';

/** Whether a link leaves this site: an absolute http(s) (or protocol-relative) other origin. */
export function isExternalHref(href: string, origin: string): boolean {
  const trimmed = href.trim();
  if (!/^(https?:)?\/\//i.test(trimmed)) return false;
  try {
    return new URL(trimmed, origin).origin !== origin;
  } catch {
    return false;
  }
}

let hookInstalled = false;

/** Registered once, on first use: DOMPurify's hooks are global to its instance. */
function installLinkHook(): void {
  if (hookInstalled) return;
  hookInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      const external = href !== null && isExternalHref(href, window.location.origin);
      if (external || node.getAttribute('target') === '_blank') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', EXTERNAL_REL);
      } else {
        node.removeAttribute('target');
      }
    } else if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

/** The sanitised markup of a server HTML string. */
export function sanitizeHtml(html: string): string {
  installLinkHook();
  return DOMPurify.sanitize(html, CONFIG);
}
