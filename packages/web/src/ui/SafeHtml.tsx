import { useEffect, useMemo, useState } from 'react';
import * as styles from './safe-html.css.ts';

type Sanitize = (html: string) => string;

// The sanitiser (DOMPurify, ~11 kB gzip) loads when HTML is first shown, once for the page.
let loaded: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** Loads the sanitiser (once; a failed load is tried again by the next caller). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html.ts').then(
    (module) => (loaded = module.sanitizeHtml),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  id?: string;
}

/**
 * The sanitiser once it has arrived, loading it while `needed` (null until then). A component
 * that must not change size when HTML appears (a modal, centred on the screen) waits for it
 * before it shows anything.
 */
export function useSanitizer(needed: boolean): Sanitize | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded);
  const waiting = needed && sanitize === null;
  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    loadSanitizer().then(
      (ready) => {
        if (live) setSanitize(() => ready);
      },
      // Not loaded (offline, a new build): the text stays out rather than unsanitised.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [waiting]);
  return sanitize;
}

/**
 * Server HTML, sanitised (see `sanitize-html.ts`). The first HTML of the page waits for the
 * sanitiser to arrive (the box is there, empty and busy); after that, HTML shows at once.
 */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const sanitize = useSanitizer(Boolean(html));
  const waiting = Boolean(html) && sanitize === null;
  const clean = useMemo(() => (html && sanitize ? sanitize(html) : ''), [html, sanitize]);
  return (
    <div
      id={id}
      className={[styles.content, className].filter(Boolean).join(' ')}
      aria-busy={waiting || undefined}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
