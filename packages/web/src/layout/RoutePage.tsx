import { useRef, type ReactNode } from 'react';
import { Link } from '../router/index.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { href } from '../runtime/route-href.ts';
import * as styles from './route-page.css.ts';
import { routes } from '../runtime/route-table.ts';
import { useBrandDocument } from '../runtime/useBrandDocument.ts';
import { useFocusAfterPaint } from '../ui/useFocusAfterPaint.ts';

export interface Crumb {
  /** An i18n key of `routes.*`. */
  titleKey: string;
  /** The page's address, built from the route table. */
  to: string;
}

/**
 * The frame of a screen: breadcrumb, the page heading (which takes focus after navigation so
 * screen readers announce the new page) and the document title.
 */
export function RoutePage({
  titleKey,
  trail = [],
  publicPage = false,
  children,
}: {
  titleKey: string;
  /** The pages above this one, Home excluded. */
  trail?: readonly Crumb[];
  /** Pages of the signed-out area have no Home to go back to. */
  publicPage?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = t(titleKey);
  useBrandDocument(title);
  useFocusAfterPaint(headingRef, { key: titleKey, unlessFocused: false });
  return (
    <div className={styles.page}>
      {publicPage ? null : (
        <nav aria-label={t('nav.breadcrumb')} className={styles.breadcrumb}>
          <ol className={styles.crumbs}>
            <li>
              <Link to={href(routes.home)}>{t('routes.home')}</Link>
            </li>
            {trail.map((crumb) => (
              <li key={crumb.to}>
                <Link to={crumb.to}>{t(crumb.titleKey)}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      )}
      <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}
