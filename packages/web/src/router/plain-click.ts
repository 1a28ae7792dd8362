/**
 * Whether a click on a link is the app's to handle: the primary button, no modifier (those
 * open a new tab or window, as on any link), and nobody handled it already.
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.defaultPrevented
  );
}
