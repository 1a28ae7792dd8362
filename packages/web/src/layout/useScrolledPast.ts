import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `threshold` px down.
 *
 * Watched by an IntersectionObserver on a 1 px marker placed `threshold` px from the top of the
 * document: past it once the marker has left the viewport above. Reading `window.scrollY` in a
 * scroll listener made the browser lay the page out inside the event whenever the page had
 * changed since the last frame: up to 69 ms at 4× CPU in one frame while a list's next page came
 * in as the member scrolled. Where IntersectionObserver is missing, that listener stays.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return listenToScroll(threshold, setPast);
    const marker = document.createElement('div');
    marker.setAttribute('aria-hidden', 'true');
    marker.dataset.scrolledPastMarker = '';
    // Absolute in <body>: measured from the top of the document, and nothing to see or tap.
    Object.assign(marker.style, {
      position: 'absolute',
      top: `${threshold}px`,
      left: '0',
      width: '1px',
      height: '1px',
      pointerEvents: 'none',
      visibility: 'hidden',
    });
    document.body.append(marker);
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(marker);
    return () => {
      observer.disconnect();
      marker.remove();
    };
  }, [threshold]);
  return past;
}

/**
 * From the first scroll event on: a page opens at the top (or is scrolled back by the browser,
 * which fires a scroll event), and reading `scrollY` on mount forced a layout before the first
 * paint.
 */
function listenToScroll(threshold: number, setPast: (past: boolean) => void): () => void {
  const update = () => setPast(window.scrollY > threshold);
  window.addEventListener('scroll', update, { passive: true });
  return () => window.removeEventListener('scroll', update);
}
