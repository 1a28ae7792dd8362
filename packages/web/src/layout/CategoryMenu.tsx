import { categoryIconColor, menuCategories } from '@clube/core/campaigns';
import { Link, useMatch } from '../router/index.ts';
import { useCategories } from '../runtime/club-selectors.ts';
import { campaignsHref } from '../runtime/route-href.ts';
import { routes } from '../runtime/route-table.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './category-menu.css.ts';
import { desktopOnly } from './layout.css.ts';

/**
 * SPEC §2: the category menu, on desktop only and not on the rewards pages. The categories
 * come from the club's categories actor, loaded at sign-in.
 */
export function CategoryMenu() {
  const { t } = useTranslation();
  const onRewards = useMatch({ path: routes.rewards.path, end: false }) !== null;
  const categories = useCategories();
  if (onRewards) return null;
  const menu = menuCategories(categories);
  if (menu.length === 0) return null;
  return (
    <nav className={`${styles.menu} ${desktopOnly}`} aria-label={t('layout.categories')}>
      <ul className={styles.list}>
        {menu.map((category, index) => {
          const color = categoryIconColor(index, category.color);
          return (
            <li key={category.slug}>
              <Link to={campaignsHref({ category: category.slug })} className={styles.link}>
                <span
                  className={`${styles.icon} ${styles.iconColor[color]}`}
                  data-color={color}
                  aria-hidden="true"
                >
                  {category.menu_icon ? (
                    <img
                      className={styles.iconImage}
                      src={category.menu_icon}
                      alt=""
                      width={18}
                      height={18}
                    />
                  ) : null}
                </span>
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
