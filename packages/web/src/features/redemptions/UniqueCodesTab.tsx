import { connectPagedList, pagedListFlow } from '@clube/core/paging';
import type { Voucher } from '@clube/core/redemptions';
import { useClub } from '../../runtime/club-context.tsx';
import { useCachedFlow, useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { TabPanel } from '../../layout/RouteTabs.tsx';
import { useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { PagedList } from '../../ui/PagedList.tsx';
import {
  CardHeader,
  CodeRow,
  ExpiryNote,
  ExternalLink,
  SeeOffers,
  useShownAt,
} from './RedemptionParts.tsx';
import { redemptionsTexts } from './redemptions.texts.ts';
import * as styles from './redemptions.css.ts';

const LIST_KEY = 'redemptions/codes';

/** Códigos: the member's unique codes (vouchers of type '1'), 9 a page. */
export default function UniqueCodesTab() {
  const club = useClub();
  const t = useTexts(redemptionsTexts);
  const actor = useCachedFlow(LIST_KEY, () => pagedListFlow(club, 'uniqueCodes'));
  const list = useFlowApi(actor, connectPagedList);
  useRestoredScroll(LIST_KEY, !list.loading);
  const now = useShownAt();
  return (
    <div className={styles.panel}>
      <TabPanel titleKey="routes.redemptionsCodes">
        <PagedList
          list={list}
          label={t('codes.label')}
          empty={{
            character: 'searching',
            title: t('codes.emptyTitle'),
            text: t('codes.emptyText'),
            action: <SeeOffers />,
          }}
          headingLevel={3}
          minItemWidth={300}
          estimateItemHeight={220}
          renderItem={(code) => <UniqueCodeCard code={code} now={now} />}
        />
      </TabPanel>
    </div>
  );
}

export function UniqueCodeCard({ code, now }: { code: Voucher; now: number }) {
  const t = useTexts(redemptionsTexts);
  const partner = code.campaign?.partner;
  return (
    <article className={styles.card} aria-labelledby={`code-${code.id}`}>
      <CardHeader logo={partner?.logo} partner={partner?.name}>
        <h3 className={styles.title} id={`code-${code.id}`}>
          {code.campaign?.title ?? partner?.name ?? t('common.code')}
        </h3>
      </CardHeader>
      {code.available ? null : (
        <div className={styles.badges}>
          <span className={styles.badge}>{t('common.unavailable')}</span>
        </div>
      )}
      {code.code ? <CodeRow code={code.code} label={t('common.code')} /> : null}
      <ExpiryNote expireDate={code.expire_date} now={now} />
      {code.link ? (
        <div className={styles.actions}>
          <ExternalLink to={code.link}>{t('common.useOnline')}</ExternalLink>
        </div>
      ) : null}
    </article>
  );
}
