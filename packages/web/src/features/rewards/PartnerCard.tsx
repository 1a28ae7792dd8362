import type { Partner } from '@clube/core/partners';
import { Link } from '../../router/index.ts';
import * as styles from './rewards.css.ts';

/**
 * A partner with rewards (or awards): logo (or its initial), name and a line under it; the
 * whole card leads to `to`.
 */
export function PartnerCard({
  partner,
  to,
  meta,
  headingLevel = 3,
}: {
  partner: Pick<Partner, 'slug' | 'name' | 'logo'>;
  to: string;
  meta?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.partnerCard} data-partner={partner.slug}>
      {partner.logo ? (
        <img
          className={styles.partnerLogo}
          src={partner.logo}
          alt=""
          width={styles.PARTNER_LOGO_PX}
          height={styles.PARTNER_LOGO_PX}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.partnerInitial} aria-hidden="true">
          {[...partner.name][0]?.toUpperCase()}
        </span>
      )}
      <span className={styles.cardText}>
        <Heading className={styles.cardTitle}>
          <Link className={styles.cardLink} to={to}>
            {partner.name}
          </Link>
        </Heading>
        {meta ? <span className={styles.cardMeta}>{meta}</span> : null}
      </span>
    </article>
  );
}
