/**
 * The viewport's width as of the last resize: read once when this module loads (main.tsx
 * imports it, while the page is only the start screen) and then in each resize event. Read where it is needed, in the middle of a render, `innerWidth` made the
 * browser lay the whole page out there and then (issue 19: PagedList's stand-in for its own
 * width, 22 ms at 1× in Campanhas' first commit under Lighthouse).
 */
let width = typeof window === 'undefined' ? 0 : window.innerWidth;
if (typeof window !== 'undefined')
  window.addEventListener(
    'resize',
    () => {
      width = window.innerWidth;
    },
    { passive: true },
  );

export function viewportWidth(): number {
  return width;
}
