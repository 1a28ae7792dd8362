import { readCampaignListAddress } from '@clube/core/campaigns';
import { useParams } from '../../../router/index.ts';
import { RoutePage } from '../../../layout/RoutePage.tsx';
import { useTexts } from '../../../i18n/feature-texts.ts';
import { campaignListTexts } from '../campaign-list.texts.ts';
import * as styles from '../campaign-list.css.ts';
import { CampaignList, useCampaignList } from '../CampaignList.tsx';

/**
 * Vitrine (SPEC §2 vitrine/:tag): the campaigns of a tag, in the campaign list's cards with
 * its banners (the tag's). A missing tag goes Home (the route does it).
 */
export default function ShowcaseScreen() {
  const { tag = '' } = useParams();
  const t = useTexts(campaignListTexts);
  const view = useCampaignList(readCampaignListAddress({ tag }), { bannerTag: tag });
  return (
    <RoutePage titleKey="routes.showcase">
      <div className={styles.screen}>
        <p className={styles.searchSummary}>{t('showcaseIntro', { tag })}</p>
        <CampaignList
          view={view}
          label={t('showcase', { tag })}
          empty={{ character: 'sad', title: t('emptyTitle'), text: t('emptyText') }}
        />
      </div>
    </RoutePage>
  );
}
