import { awardPartnersFlow } from '@clube/core/awards';
import { connectPagedList } from '@clube/core/paging';
import type { User } from '@clube/core/profile';
import { walletBalance } from '@clube/core/wallet';
import { Link } from '../router/index.ts';
import { useClub } from '../runtime/club-context.tsx';
import { href } from '../runtime/route-href.ts';
import { routes } from '../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../runtime/use-flow.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './panel.css.ts';
import { PointsWallet } from './PointsWallet.tsx';

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
          <span className={styles.walletValue}>
            {walletBalance(member, null, 'cashback').moneyText}
          </span>
        </Link>
      ) : null}
    </div>
  );
}

function PrizesWallet({ onClose }: { onClose: () => void }) {
  const club = useClub();
  const { t } = useTranslation();
  // The prizes are the award partners' list (/premios); its first page carries the total.
  const prizes = useFlowApi(
    useFlow(() => awardPartnersFlow(club)),
    connectPagedList,
  );
  return (
    <Link to={href(routes.walletAwards)} className={styles.wallet} onClick={onClose}>
      {t('layout.walletAwards')}
      <span className={styles.walletValue} aria-busy={prizes.total === null}>
        {prizes.total === null ? '…' : t('layout.walletPrizes', { count: prizes.total })}
      </span>
    </Link>
  );
}
