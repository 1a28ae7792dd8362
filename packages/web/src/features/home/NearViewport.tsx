import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far ahead of the viewport a shelf mounts: about a screen of scrolling. */
const AHEAD = '600px 0px';

/**
 * Mounts its children when their place comes near the viewport (or at once, with `now`, or
 * where IntersectionObserver is missing). Until then `placeholder` holds their place, in a
 * box styled by `placeholderClassName` with their height, so that nothing moves when they
 * arrive.
 */
export function NearViewport({
  now,
  placeholder,
  placeholderClassName,
  children,
}: {
  now: boolean;
  placeholder: ReactNode;
  placeholderClassName: string;
  children: ReactNode;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  // A ref, not state: holding the element in state would render everything once more.
  const place = useRef<HTMLDivElement | null>(null);
  const shown = near || now;
  useEffect(() => {
    const element = place.current;
    if (shown || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the shelf mounts in slices, not in one task a scroll or tap waits on.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return shown ? (
    children
  ) : (
    <div ref={place} className={placeholderClassName} data-near-viewport="">
      {placeholder}
    </div>
  );
}
