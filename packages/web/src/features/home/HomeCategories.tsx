import { categoryIconColor } from '@clube/core/campaigns';
import { connectHomeCategories } from '@clube/core/home';
import { Link } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { OfflineNotice } from '../../offline/OfflineNotice.tsx';
import { iconColor } from '../../layout/category-menu.css.ts';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import * as styles from './home.css.ts';
import { homeTexts } from './home.texts.ts';

const SKELETON_TILES = 8;

/**
 * The home's category entry points: the company's categories (the club's categories actor,
 * loaded at sign-in), each opening the campaign list of that category. A row that scrolls
 * sideways on phones; wrapped on desktop.
 */
export function HomeCategories() {
  const club = useClub();
  const t = useTexts(homeTexts);
  const categories = useFlowApi(club.categories, connectHomeCategories);

  if (categories.error) {
    return (
      <section className={styles.section} aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionHeading}>
          {t('categories')}
        </h2>
        <div className={styles.failure}>
          {categories.offline ? (
            <OfflineNotice />
          ) : (
            <p role="alert" className={styles.failureText}>
              {t('categoriesFailed')}
            </p>
          )}
          <Button variant="secondary" onClick={categories.retry}>
            {t('retry')}
          </Button>
        </div>
      </section>
    );
  }
  if (!categories.loading && categories.categories.length === 0) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="home-categories"
      aria-busy={categories.loading || undefined}
    >
      <h2 id="home-categories" className={styles.sectionHeading}>
        {t('categories')}
      </h2>
      {categories.loading ? (
        <div className={styles.skeletonRow} aria-hidden="true">
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <span key={index} className={styles.categorySkeleton}>
              <Skeleton variant="box" width="56px" height="56px" />
              <Skeleton width="100%" />
            </span>
          ))}
        </div>
      ) : (
        <ul className={styles.categoryRow}>
          {categories.categories.map((category, index) => (
            <li key={category.slug}>
              <Link
                className={styles.categoryLink}
                to={href(routes.campaigns, {}, { category: category.slug })}
              >
                <span
                  className={`${styles.categoryIcon} ${iconColor[categoryIconColor(index, category.color)]}`}
                  aria-hidden="true"
                >
                  {category.menu_icon ? (
                    <img
                      className={styles.categoryIconImage}
                      src={category.menu_icon}
                      alt=""
                      width={32}
                      height={32}
                      loading="lazy"
                    />
                  ) : null}
                </span>
                <span className={styles.categoryName}>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
