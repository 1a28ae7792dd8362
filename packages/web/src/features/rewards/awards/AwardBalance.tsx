import { formatBRL } from '@clube/core/shared';
import { Link } from '../../../router/index.ts';
import { useMember } from '../../../runtime/club-selectors.ts';
import { href } from '../../../runtime/route-href.ts';
import { routes } from '../../../runtime/route-table.ts';
import { useTexts } from '../../../i18n/feature-texts.ts';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import * as styles from './awards.css.ts';
import { awardsTexts } from './awards.texts.ts';

/**
 * The member's award balance (the club's member state: it changes after a redemption without a
 * reload) and the way to Carteira Prêmios.
 */
export function AwardBalance() {
  const t = useTexts(awardsTexts);
  const member = useMember();
  return (
    <section className={styles.balance} aria-label={t('balance.label')}>
      <span className={styles.balanceText}>
        <span className={styles.balanceLabel}>{t('balance.label')}</span>
        <span className={styles.balanceAmount} data-testid="award-balance">
          {member ? formatBRL(member.awards_balance) : <Skeleton width="6rem" />}
        </span>
      </span>
      <Link className={styles.balanceLink} to={href(routes.walletAwards)}>
        {t('balance.wallet')}
      </Link>
    </section>
  );
}
