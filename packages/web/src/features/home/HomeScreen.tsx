import { memberDisplayName } from '@clube/core/profile';
import type { CompanyConfig } from '@clube/core/company';
import type { HomeApi } from '@clube/core/home';
import { memo, useDeferredValue, useRef } from 'react';
import { useCompanyConfig, useMember } from '../../runtime/club-selectors.ts';
import { useBrandDocument } from '../../runtime/useBrandDocument.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import * as styles from './home.css.ts';
import { HomeBanners } from './HomeBanners.tsx';
import { HomeCategories } from './HomeCategories.tsx';
import { homeTexts } from './home.texts.ts';
import { HomeShelves } from './HomeShelves.tsx';
import { useFocusAfterPaint } from '../../ui/useFocusAfterPaint.ts';
import { useHome } from './useHome.ts';

/** Home as the first screen: its carousel and shelves are asked for before the first render. */
export { prepareHome as prepare } from './useHome.ts';

/**
 * Home (SPEC §2): the member's greeting, the banner carousel, the category entry points and
 * the partner shelves. The carousel and the shelves are asked for together and arrive in one
 * render (the categories are the club's, loaded at sign-in); each part fails and is tried
 * again on its own; each partner leads to the campaign list of that partner.
 *
 * Scroll (SPEC §2 navigation guard, "Leaving Home resets the saved scroll position"): the
 * position saved for Home is replaced each time the member leaves it, and only "back" (or
 * forward) to Home uses it, landing where the member was; a new navigation to Home (the logo,
 * the Descontos tab) lands at the top, as every navigation does (AppLayout).
 */
export default function HomeScreen() {
  const config = useCompanyConfig();
  const member = useMember();
  const t = useTexts(homeTexts);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useBrandDocument(null);
  // Without scrolling: the heading is at the top, and "back" puts the page where it was.
  useFocusAfterPaint(headingRef);

  return (
    <div className={styles.page}>
      <header className={styles.greeting}>
        <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
          {member
            ? t('greeting', { name: member.name || memberDisplayName(member) })
            : config?.title}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {config ? <HomeContent config={config} /> : <HomeCategories />}
    </div>
  );
}

/**
 * The carousel, the categories and the shelves (carousel and shelves in one answer). Memoised:
 * the greeting above re-renders as the member and the texts arrive, which would otherwise
 * render the whole content (and its skeletons) again each time.
 *
 * An answer is rendered as a deferred value: React renders the new content in slices of a few
 * milliseconds, yielding to the browser between them, and shows it once whole. An answer read
 * from an actor would otherwise render in one task that a phone's tap waits behind (issue 19).
 */
const HomeContent = memo(function HomeContent({ config }: { config: CompanyConfig }) {
  const home = useDeferredValue(useHome(config));
  return <HomeParts home={home} />;
});

/** Memoised: while the deferred render is pending, the urgent one keeps the parts as they are. */
const HomeParts = memo(function HomeParts({ home }: { home: HomeApi }) {
  return (
    <>
      <HomeBanners banners={home.banners} />
      <HomeCategories />
      <HomeShelves home={home} />
    </>
  );
});
