import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** The attribute that marks an in-app `<a href>` whose clicks a container navigates. */
export const ROUTE_LINK = 'data-route-link';

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

/**
 * One click handler for a container of many in-app links (a shelf's 20 logos): each is a plain
 * `<a href … data-route-link>` and a plain click navigates within the app, as react-router's
 * `<Link>` does. A `<Link>` per tile ran six router hooks per tile on every render of a row,
 * one of the larger costs of Home's first render.
 */
export function useRouteLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest(`a[${ROUTE_LINK}]`);
      if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
      if (link.target && link.target !== '_self') return;
      event.preventDefault();
      const { pathname, search, hash } = link;
      void navigate(`${pathname}${search}${hash}`);
    },
    [navigate],
  );
}
