import type { ReactNode } from 'react';
import { Link } from '../router/index.ts';

/**
 * The Suporte link: the company's help centre opens in a new tab (SPEC §2 "external link"); the
 * default help centre is a page of the club itself, followed in place.
 */
export function SupportLink({
  url,
  className,
  onFollow,
  children,
}: {
  url: string;
  className: string;
  /** Called when the member follows a link of the club (e.g. to close the menu). */
  onFollow?: () => void;
  children: ReactNode;
}) {
  if (url.startsWith('/')) {
    const [pathname, hash] = url.split('#');
    return (
      <Link
        to={{ pathname, hash: hash ? `#${hash}` : '' }}
        className={className}
        onClick={onFollow}
      >
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
