import { walletBalance } from '@clube/core/wallet';
import { Link } from '../../router/index.ts';
import { useCompanyConfig, useMember } from '../../runtime/club-selectors.ts';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { TabPanel } from '../../layout/RouteTabs.tsx';
import { useTexts } from '../../i18n/feature-texts.ts';
import { BalanceCard } from './BalanceCard.tsx';
import { PixWithdrawal } from './PixWithdrawal.tsx';
import { WalletHistory } from './WalletHistory.tsx';
import { walletTexts } from './wallet.texts.ts';
import * as styles from './wallet.css.ts';

/** Carteira Prêmios: the awards balance, its Pix withdrawal (withdraw_award) and its history. */
export default function AwardsWalletTab() {
  const t = useTexts(walletTexts);
  const config = useCompanyConfig();
  const member = useMember();
  const balance = walletBalance(member, config, 'award');
  return (
    <TabPanel titleKey="routes.walletAwards">
      <div className={styles.tab}>
        <div className={styles.overview}>
          <BalanceCard
            title={t('balance.awards')}
            amount={balance.moneyText}
            actions={
              <>
                {balance.withdrawal ? (
                  <PixWithdrawal
                    endpoint="award"
                    balanceCents={balance.cents}
                    banks={balance.withdrawal.banks}
                  />
                ) : null}
                <Link className={styles.link} to={href(routes.awards)}>
                  {t('links.awards')}
                </Link>
              </>
            }
          />
        </div>
        <WalletHistory balance="award" />
      </div>
    </TabPanel>
  );
}
