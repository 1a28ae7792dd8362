import { coinFlow, connectCoin } from '@clube/core/engagement';
import { connectPagedList, pagedListFlow } from '@clube/core/paging';
import type { User } from '@clube/core/profile';
import { formatBRL, formatPoints } from '@clube/core/shared';
import { Link } from 'react-router';
import { useClub } from '../runtime/club-context.tsx';
import { href } from '../runtime/route-href.ts';
import { routes } from '../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../runtime/use-flow.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './panel.css.ts';

/** Which wallet buttons the company offers (SPEC §6: each behind its permission). */
export interface WalletsShown {
  engagement: boolean;
  awards: boolean;
  cashback: boolean;
}

/**
 * The profile menu's wallet buttons (SPEC §2): the engagement balance with the coin's name, the
 * count of prizes and the cashback amount. They live in the open menu only, so the coin and the
 * prizes are asked for when the member opens it.
 */
export function ProfileWallets({
  member,
  shown,
  onClose,
}: {
  member: User;
  shown: WalletsShown;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.wallets}>
      {shown.engagement ? <PointsWallet member={member} onClose={onClose} /> : null}
      {shown.awards ? <PrizesWallet onClose={onClose} /> : null}
      {shown.cashback ? (
        <Link to={href(routes.wallet)} className={styles.wallet} onClick={onClose}>
          {t('layout.walletCashback')}
          <span className={styles.walletValue}>{formatBRL(member.cashback)}</span>
        </Link>
      ) : null}
    </div>
  );
}

function PointsWallet({ member, onClose }: { member: User; onClose: () => void }) {
  const club = useClub();
  const { t } = useTranslation();
  const coin = useFlowApi(useFlow(coinFlow(club)), connectCoin);
  const coinName = coin.coin?.program_name || t('layout.walletCoinFallback');
  return (
    <Link to={href(routes.walletPoints)} className={styles.wallet} onClick={onClose}>
      {t('layout.walletPoints')}
      <span className={styles.walletValue}>
        {t('layout.walletPointsAmount', {
          points: formatPoints(member.engagement_balance),
          coin: coinName,
        })}
      </span>
    </Link>
  );
}

function PrizesWallet({ onClose }: { onClose: () => void }) {
  const club = useClub();
  const { t } = useTranslation();
  // The prizes are the award partners' list (/premios); its first page carries the total.
  const prizes = useFlowApi(useFlow(pagedListFlow(club, 'awardPartners')), connectPagedList);
  return (
    <Link to={href(routes.walletAwards)} className={styles.wallet} onClick={onClose}>
      {t('layout.walletAwards')}
      <span className={styles.walletValue} aria-busy={prizes.total === null}>
        {prizes.total === null ? '…' : t('layout.walletPrizes', { count: prizes.total })}
      </span>
    </Link>
  );
}
