import { useId, type ReactNode } from 'react';
import * as styles from './wallet.css.ts';

export interface BalanceCardProps {
  /** What the balance is ('Saldo de dinheiro de volta'). */
  title: string;
  /** The amount, already formatted (R$ with formatBRL, points with formatPoints). */
  amount: string;
  /** An image beside the amount (the company coin). */
  media?: ReactNode;
  /** Lines under the amount (total received, its worth in reais, a load failure). */
  details?: ReactNode;
  /** What can be done with it (withdraw, go spend it). */
  actions?: ReactNode;
  /** The member is being reloaded: the amount is about to change. */
  updating?: boolean;
}

/** A balance of the wallet: a labelled group whose name is the balance's title. */
export function BalanceCard({
  title,
  amount,
  media,
  details,
  actions,
  updating,
}: BalanceCardProps) {
  const titleId = useId();
  return (
    <section className={styles.balanceCard} aria-labelledby={titleId} aria-busy={updating}>
      <h3 id={titleId} className={styles.cardTitle}>
        {title}
      </h3>
      <div className={styles.coinRow}>
        {media}
        <p className={styles.amount} data-balance="">
          {amount}
        </p>
      </div>
      {details}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
