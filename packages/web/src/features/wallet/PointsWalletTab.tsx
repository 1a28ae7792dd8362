import { coinFlow, connectCoin } from '@clube/core/engagement';
import { walletBalance } from '@clube/core/wallet';
import { Link } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { useCompanyConfig, useMember } from '../../runtime/club-selectors.ts';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { TabPanel } from '../../layout/RouteTabs.tsx';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { OfflineNotice } from '../../offline/OfflineNotice.tsx';
import { Button } from '../../ui/Button.tsx';
import { BalanceCard } from './BalanceCard.tsx';
import { PixWithdrawal } from './PixWithdrawal.tsx';
import { WalletHistory } from './WalletHistory.tsx';
import { walletTexts } from './wallet.texts.ts';
import * as styles from './wallet.css.ts';

/**
 * Carteira, points tab: the engagement balance in the company coin (its name and image), its Pix
 * withdrawal (withdraw_engagement) and the rewards paid in points. The balance is the member's
 * (reloaded after a withdrawal); the coin gives its name, and SPEC §8's message if it fails.
 */
export default function PointsWalletTab() {
  const club = useClub();
  const t = useTexts(walletTexts);
  const say = useMessage();
  const config = useCompanyConfig();
  const member = useMember();
  const coin = useFlowApi(
    useFlow(() => coinFlow(club)),
    connectCoin,
  );
  const balance = walletBalance(member, config, 'engagement', coin.coin?.balance ?? 0);
  const programName = coin.coin?.program_name;
  return (
    <TabPanel titleKey="routes.walletPoints">
      <div className={styles.tab}>
        <div className={styles.overview}>
          <BalanceCard
            title={
              programName ? t('balance.points', { coin: programName }) : t('balance.pointsFallback')
            }
            amount={balance.pointsText}
            media={
              coin.coin?.program_image ? (
                <img
                  className={styles.coinImage}
                  src={coin.coin.program_image}
                  alt=""
                  width={48}
                  height={48}
                />
              ) : null
            }
            details={
              <>
                {balance.withdrawal ? (
                  <p className={styles.detail}>
                    {t('balance.pointsInMoney', { amount: balance.moneyText })}
                  </p>
                ) : null}
                {coin.error ? (
                  <div role="alert" className={styles.warning}>
                    {coin.offline ? (
                      <OfflineNotice />
                    ) : (
                      <p className={styles.errorText}>{say('engagement.coinFailed')}</p>
                    )}
                    <Button variant="secondary" size="sm" onClick={coin.reload}>
                      {t('coinError')}
                    </Button>
                  </div>
                ) : null}
              </>
            }
            actions={
              <>
                {balance.withdrawal ? (
                  <PixWithdrawal
                    endpoint="engagement"
                    balanceCents={balance.cents}
                    banks={balance.withdrawal.banks}
                  />
                ) : null}
                <Link className={styles.link} to={href(routes.rewards)}>
                  {t('links.rewards')}
                </Link>
              </>
            }
          />
        </div>
        <WalletHistory balance="engagement" coinName={programName} />
      </div>
    </TabPanel>
  );
}
