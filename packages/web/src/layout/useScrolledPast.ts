import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `threshold` px down.
 *
 * Watched by an IntersectionObserver on a 1 px marker placed `threshold` px from the top of the
 * document: past it once the marker has left the viewport above. Reading `window.scrollY` in a
 * scroll listener made the browser lay the page out inside the event whenever the page had
 * changed since the last frame: up to 69 ms at 4× CPU in one frame while a list's next page came
 * in as the member scrolled. Every browser that runs the app's build has IntersectionObserver;
 * without it (a test's DOM) the page never counts as scrolled.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const marker = document.createElement('div');
    marker.setAttribute('aria-hidden', 'true');
    marker.dataset.scrolledPastMarker = '';
    // Absolute in <body>: measured from the top of the document, and nothing to see or tap.
    marker.style.cssText = `position:absolute;top:${threshold}px;left:0;width:1px;height:1px;pointer-events:none;visibility:hidden`;
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
