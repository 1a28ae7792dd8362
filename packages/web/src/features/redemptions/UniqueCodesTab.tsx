import { connectPagedList } from '@clube/core/paging';
import {
  connectVouchers,
  uniqueCodesFlow,
  type Voucher,
  type VoucherListActor,
  type VouchersApi,
} from '@clube/core/redemptions';
import { retryOnReconnect } from '../../offline/reconnect.ts';
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
  KeptNotice,
  SeeOffers,
} from './RedemptionParts.tsx';
import { redemptionsTexts } from './redemptions.texts.ts';
import * as styles from './redemptions.css.ts';

const LIST_KEY = 'redemptions/codes';

/**
 * Códigos: the member's unique codes (vouchers of type '1'), 9 a page; without a connection,
 * the codes kept on the device.
 */
export default function UniqueCodesTab() {
  const club = useClub();
  const t = useTexts(redemptionsTexts);
  const actor = useCachedFlow(LIST_KEY, () =>
    uniqueCodesFlow(club, { reconnect: retryOnReconnect }),
  );
  const codes = useFlowApi(actor, connectVouchers);
  return (
    <div className={styles.panel}>
      <TabPanel titleKey="routes.redemptionsCodes">
        {codes.kept ? (
          <>
            <KeptNotice what={t('offline.keptCodes')} readAt={codes.kept.readAt} />
            <ul className={styles.keptGrid}>
              {codes.kept.items.map((code) => (
                <li key={code.id}>
                  <UniqueCodeCard code={code} codes={codes} />
                </li>
              ))}
            </ul>
          </>
        ) : codes.listActor ? (
          <CodeList listActor={codes.listActor} codes={codes} />
        ) : null}
      </TabPanel>
    </div>
  );
}

function CodeList({ listActor, codes }: { listActor: VoucherListActor; codes: VouchersApi }) {
  const t = useTexts(redemptionsTexts);
  const list = useFlowApi(listActor, connectPagedList);
  useRestoredScroll(LIST_KEY, !list.loading);
  return (
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
      renderItem={(code) => <UniqueCodeCard code={code} codes={codes} />}
    />
  );
}

export function UniqueCodeCard({ code, codes }: { code: Voucher; codes: VouchersApi }) {
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
      <ExpiryNote expiry={codes.expiry(code.expire_date)} />
      {code.link ? (
        <div className={styles.actions}>
          <ExternalLink to={code.link}>{t('common.useOnline')}</ExternalLink>
        </div>
      ) : null}
    </article>
  );
}
