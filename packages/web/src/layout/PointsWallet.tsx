import { coinFlow, connectCoin } from '@clube/core/engagement';
import type { User } from '@clube/core/profile';
import { walletBalance } from '@clube/core/wallet';
import { Link } from '../router/index.ts';
import { useClub } from '../runtime/club-context.tsx';
import { href } from '../runtime/route-href.ts';
import { routes } from '../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../runtime/use-flow.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './panel.css.ts';

/** The engagement balance with the company coin's name; the coin is asked for on mount. */
export function PointsWallet({ member, onClose }: { member: User; onClose: () => void }) {
  const club = useClub();
  const { t } = useTranslation();
  const coin = useFlowApi(
    useFlow(() => coinFlow(club)),
    connectCoin,
  );
  const coinName = coin.coin?.program_name || t('layout.walletCoinFallback');
  return (
    <Link to={href(routes.walletPoints)} className={styles.wallet} onClick={onClose}>
      {t('layout.walletPoints')}
      <span className={styles.walletValue}>
        {t('layout.walletPointsAmount', {
          points: walletBalance(member, null, 'engagement').pointsText,
          coin: coinName,
        })}
      </span>
    </Link>
  );
}
