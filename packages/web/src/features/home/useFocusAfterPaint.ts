import { useEffect, type RefObject } from 'react';

/**
 * Focuses an element once the page has painted, without scrolling to it, unless the member
 * has already put the focus somewhere. Focusing on mount makes the browser lay out the page
 * then and there, in the middle of the first render; after the paint the layout is done.
 */
export function useFocusAfterPaint(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focus = () => {
      const active = document.activeElement;
      if (active === null || active === document.body) ref.current?.focus({ preventScroll: true });
    };
    // The frame's callback runs before its paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(focus, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ref]);
}
