import { useCallback, type MouseEvent } from 'react';
import { isPlainClick } from '../router/plain-click.ts';
import { useNavigate } from '../router/index.ts';

/** The attribute that marks an in-app `<a href>` whose clicks a container navigates. */
export const ROUTE_LINK = 'data-route-link';

/**
 * One click handler for a container of many in-app links (a shelf's 20 logos): each is a plain
 * `<a href … data-route-link>` and a plain click navigates within the app, as the router's
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
