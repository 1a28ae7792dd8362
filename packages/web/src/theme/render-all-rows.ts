/**
 * A long list's rows outside the viewport are left unrendered by the browser
 * (`content-visibility: auto`), each standing in with an estimated height until it comes near.
 * While this attribute is on the document, every row renders: a scroll position restored after
 * "back" then lands on the rows the member had in view, not on estimates, and each row's real
 * height is remembered (`contain-intrinsic-size: auto`) for when it is skipped again.
 */
export const RENDER_ALL_ROWS_ATTRIBUTE = 'data-render-all-rows';

let holders = 0;

/** Renders every row until the returned release is called (holds from several callers add up). */
export function renderAllRows(): () => void {
  holders += 1;
  document.documentElement.setAttribute(RENDER_ALL_ROWS_ATTRIBUTE, '');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) document.documentElement.removeAttribute(RENDER_ALL_ROWS_ATTRIBUTE);
  };
}
