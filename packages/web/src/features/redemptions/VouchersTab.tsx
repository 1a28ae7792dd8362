import { connectPagedList } from '@clube/core/paging';
import {
  connectVouchers,
  vouchersFlow,
  type Voucher,
  type VoucherListActor,
  type VouchersApi,
} from '@clube/core/redemptions';
import { useEffect } from 'react';
import { retryOnReconnect } from '../../offline/reconnect.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { useCachedFlow, useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { TabPanel } from '../../layout/RouteTabs.tsx';
import { useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { PagedList } from '../../ui/PagedList.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import {
  CardHeader,
  CodeRow,
  ConfirmDelete,
  ExpiryNote,
  ExternalLink,
  KeptNotice,
  SeeOffers,
  DeleteAction,
} from './RedemptionParts.tsx';
import { redemptionsTexts } from './redemptions.texts.ts';
import * as styles from './redemptions.css.ts';

const FLOW_KEY = 'redemptions/vouchers';

/**
 * Vouchers: the member's vouchers, 9 a page, more only while the vouchers rule of SPEC §4 says
 * so; each with its code to copy and its expiry, deleted after the member confirms (the toasts
 * of SPEC §8 come from the flow). Without a connection, the vouchers kept on the device.
 */
export default function VouchersTab() {
  const club = useClub();
  const t = useTexts(redemptionsTexts);
  const actor = useCachedFlow(FLOW_KEY, () => vouchersFlow(club, { reconnect: retryOnReconnect }));
  const vouchers = useFlowApi(actor, connectVouchers);
  // A question left open when the member went elsewhere is not asked again on return.
  useEffect(() => () => actor.send({ type: 'CANCEL_DELETE' }), [actor]);
  return (
    <div className={styles.panel}>
      <TabPanel titleKey="routes.redemptionsVouchers">
        {vouchers.kept ? (
          <>
            <KeptNotice what={t('offline.keptCodes')} readAt={vouchers.kept.readAt} />
            <ul className={styles.keptGrid}>
              {vouchers.kept.items.map((voucher) => (
                <li key={voucher.id}>
                  <VoucherCard voucher={voucher} vouchers={vouchers} />
                </li>
              ))}
            </ul>
          </>
        ) : vouchers.listActor ? (
          <VoucherList listActor={vouchers.listActor} vouchers={vouchers} />
        ) : null}
      </TabPanel>
    </div>
  );
}

function VoucherList({
  listActor,
  vouchers,
}: {
  listActor: VoucherListActor;
  vouchers: VouchersApi;
}) {
  const t = useTexts(redemptionsTexts);
  const list = useFlowApi(listActor, connectPagedList);
  useRestoredScroll(FLOW_KEY, !list.loading);
  const pending = list.items.find((voucher) => voucher.id === vouchers.pendingDelete);
  return (
    <>
      <PagedList
        list={list}
        label={t('vouchers.label')}
        empty={{
          character: 'embarrassed',
          title: t('vouchers.emptyTitle'),
          text: t('vouchers.emptyText'),
          action: <SeeOffers />,
        }}
        headingLevel={3}
        minItemWidth={300}
        estimateItemHeight={260}
        renderItem={(voucher) => <VoucherCard voucher={voucher} vouchers={vouchers} />}
      />
      <ConfirmDelete
        open={vouchers.confirmingDelete || vouchers.deleting}
        title={t('vouchers.confirmTitle')}
        text={t('vouchers.confirmText', { code: pending?.code ?? '' })}
        confirmLabel={t('vouchers.confirm')}
        deleting={vouchers.deleting}
        onConfirm={vouchers.confirmDelete}
        onCancel={vouchers.cancelDelete}
      />
    </>
  );
}

function VoucherCard({ voucher, vouchers }: { voucher: Voucher; vouchers: VouchersApi }) {
  const t = useTexts(redemptionsTexts);
  const partner = voucher.campaign?.partner;
  const titleId = `voucher-${voucher.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <CardHeader logo={partner?.logo} partner={partner?.name}>
        <h3 className={styles.title} id={titleId}>
          {voucher.campaign?.title ?? partner?.name ?? voucher.code}
        </h3>
      </CardHeader>
      {voucher.available ? null : (
        <div className={styles.badges}>
          <span className={styles.badge}>{t('common.unavailable')}</span>
        </div>
      )}
      {voucher.code ? <CodeRow code={voucher.code} label={t('common.code')} /> : null}
      <ExpiryNote expiry={vouchers.expiry(voucher.expire_date)} />
      {voucher.campaign?.important ? (
        <SafeHtml html={voucher.campaign.important} className={styles.details} />
      ) : null}
      <div className={styles.actions}>
        <ExternalLink to={voucher.link}>{t('common.useOnline')}</ExternalLink>
        <DeleteAction
          label={t('vouchers.deleteLabel', { code: voucher.code ?? voucher.id })}
          blocked={vouchers.deleteBlocked}
          onDelete={() => vouchers.askDelete(voucher.id)}
        />
      </div>
    </article>
  );
}
