import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from './hooks.ts';
import { createPath, isExternal, isRelative, resolveTo, type To } from './path.ts';
import { isPlainClick } from './plain-click.ts';
import { useNavigator } from './router-context.ts';

export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: To;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An `<a href>` whose plain click navigates within the app; a modified click (new tab), another
 * target or an address outside the app is left to the browser. A click on a link to the address
 * being shown swaps the entry rather than adding a second one. A link to an absolute path does
 * not follow the address (a navigation does not render every link of the page again); one
 * relative to it does.
 */
export function Link(props: LinkProps) {
  return isRelative(props.to) ? <RelativeLink {...props} /> : <LinkTo {...props} href={null} />;
}

function RelativeLink(props: LinkProps) {
  const location = useLocation();
  return <LinkTo {...props} href={resolveTo(props.to, location)} />;
}

/** The anchor; `href` is the resolved address, or null to take `to` as it is (absolute). */
function LinkTo({
  to,
  href: resolved,
  replace,
  state,
  onClick,
  target,
  children,
  ...anchor
}: LinkProps & { href: string | null }) {
  const history = useNavigator('<Link>');
  const navigate = useNavigate();
  const external = isExternal(to);
  const href = resolved ?? (typeof to === 'string' ? to : createPath(to));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (external || !isPlainClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    const here = createPath(history.location);
    navigate(href, { replace: replace ?? here === href, state });
  };
  return (
    <a {...anchor} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only at its own path, not beneath it. */
  end?: boolean;
}

/**
 * A link that knows whether it leads to the screen being shown (its path, or beneath it unless
 * `end`): it then carries `aria-current="page"`, which its style reads.
 */
export function NavLink({ end = false, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = resolveTo(link.to, { pathname }).split(/[?#]/)[0]!.toLowerCase();
  const shown = pathname.toLowerCase();
  const active =
    shown === target ||
    (!end && target !== '/' && shown.startsWith(target) && shown.charAt(target.length) === '/');
  return <Link {...link} aria-current={active ? 'page' : undefined} />;
}

/** Navigates as soon as it is shown (a redirect); shows nothing. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const path = resolveTo(to, useNavigator('<Navigate>').location);
  useEffect(() => navigate(path, { replace, state }), [navigate, path, replace, state]);
  return null;
}
