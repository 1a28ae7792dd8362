import { useEffect, type RefObject } from 'react';

export interface FocusAfterPaintOptions {
  /** Focus again whenever this changes (a page heading: the page's title). */
  key?: unknown;
  /**
   * true (the default): only when nothing has the focus yet. false: also when the focus is
   * still where it was before (the link that led to a new page), so that screen readers
   * announce the page; never when the member moved it in the meantime.
   */
  unlessFocused?: boolean;
}

/**
 * Focuses an element once the page has painted, without scrolling to it. Focusing on mount
 * makes the browser lay out the page then and there, in the middle of the first render; after
 * the paint the layout is done.
 */
export function useFocusAfterPaint(
  ref: RefObject<HTMLElement | null>,
  { key, unlessFocused = true }: FocusAfterPaintOptions = {},
): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const before = document.activeElement;
    const focus = () => {
      const active = document.activeElement;
      const free = active === null || active === document.body;
      if (free || (!unlessFocused && active === before))
        ref.current?.focus({ preventScroll: true });
    };
    // The frame's callback runs before its paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(focus, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ref, key, unlessFocused]);
}
