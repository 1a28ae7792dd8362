import { memberDisplayName, type User } from '@clube/core/profile';
import {
  formatCep,
  formatCpfInput,
  formatPhone,
  isoToDisplayDate,
  isValidCpf,
} from '@clube/core/shared';
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useClub } from '../../runtime/club-context.tsx';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useShallowSelector } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SupportSection } from './support/SupportSection.tsx';
import { SUPPORT_ANCHOR } from '../../runtime/support-anchor.ts';
import * as styles from './profile.css.ts';
import { profileTexts } from './profile.texts.ts';

type T = ReturnType<typeof useTexts>;

function Detail({ label, value, t }: { label: string; value: string | null; t: T }) {
  const shown = value?.trim();
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{label}</dt>
      <dd className={shown ? styles.value : styles.missing}>{shown || t('notInformed')}</dd>
    </div>
  );
}

function genderOf(gender: string | null, t: T): string | null {
  if (!gender) return null;
  return gender === 'F' || gender === 'M' || gender === 'O' ? t(`genders.${gender}`) : gender;
}

/** The address as it is written on an envelope, or nothing when the member gave none. */
function addressLines(user: User, t: T): string[] {
  const street = user.address?.trim();
  const number = user.address_number?.trim();
  const lines = [
    street ? (number ? t('addressLine', { street, number }) : street) : null,
    user.address_complement?.trim() || null,
    user.city && user.state
      ? t('cityLine', { city: user.city, state: user.state })
      : user.city || user.state || null,
    user.postal_code ? t('cepLine', { cep: formatCep(user.postal_code) }) : null,
  ];
  return lines.filter((line): line is string => Boolean(line));
}

function MemberCard({ user, t }: { user: User; t: T }) {
  const name = memberDisplayName(user);
  return (
    <aside className={styles.memberCard} aria-label={name}>
      <Avatar name={name} src={user.avatar} size="lg" decorative />
      <div>
        <p className={styles.memberName}>{name}</p>
        {user.document ? (
          <p className={styles.memberDocument}>
            {t('document')}{' '}
            {isValidCpf(user.document) ? formatCpfInput(user.document) : user.document}
          </p>
        ) : null}
      </div>
      <nav className={styles.actions} aria-label={t('actions')}>
        <Link className={button({ block: true })} to={href(routes.editProfile)}>
          {t('edit')}
        </Link>
        <Link
          className={button({ variant: 'secondary', block: true })}
          to={href(routes.changePassword)}
        >
          {t('changePassword')}
        </Link>
      </nav>
    </aside>
  );
}

function MemberDetails({ user, t }: { user: User; t: T }) {
  const headingId = useId();
  const address = addressLines(user, t);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('myInformation')}
      </h2>
      <dl className={styles.details}>
        <Detail label={t('fields.name')} value={user.name} t={t} />
        <Detail label={t('fields.last_name')} value={user.last_name} t={t} />
        <Detail label={t('fields.email')} value={user.email} t={t} />
        <Detail
          label={t('fields.phone')}
          value={user.phone ? formatPhone(user.phone) : null}
          t={t}
        />
        <Detail
          label={t('fields.birthday')}
          value={user.birthday ? isoToDisplayDate(user.birthday) : null}
          t={t}
        />
        <Detail label={t('fields.gender')} value={genderOf(user.gender, t)} t={t} />
        <div className={styles.detail}>
          <dt className={styles.term}>{t('address')}</dt>
          {address.length > 0 ? (
            <dd className={styles.addressLines}>
              {address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </dd>
          ) : (
            <dd className={styles.missing}>{t('notInformed')}</dd>
          )}
        </div>
      </dl>
    </section>
  );
}

/**
 * Meu perfil (Minhas informações): the member as loaded by the club, the ways to edit it and
 * to change the password, and the support request.
 */
export default function ProfileScreen() {
  const club = useClub();
  const t = useTexts(profileTexts);
  const { user, failed } = useShallowSelector(club.member, (snapshot) => ({
    user: snapshot.context.user,
    failed: snapshot.matches('failed'),
  }));
  const { hash } = useLocation();
  const ready = user !== null || failed;

  // /perfil#suporte (the error page's way to the support): straight to the support request.
  useEffect(() => {
    if (ready && hash === `#${SUPPORT_ANCHOR}`) {
      document.getElementById(SUPPORT_ANCHOR)?.scrollIntoView?.({ block: 'start' });
    }
  }, [ready, hash]);

  return (
    <RoutePage titleKey="routes.profile">
      <div className={styles.layout}>
        {user ? (
          <>
            <MemberCard user={user} t={t} />
            <div className={styles.column}>
              <MemberDetails user={user} t={t} />
              <SupportSection />
            </div>
          </>
        ) : failed ? (
          <>
            <EmptyState
              character="sad"
              title={t('loadFailed')}
              action={
                <Button variant="secondary" onClick={() => club.member.send({ type: 'LOAD' })}>
                  {t('retry')}
                </Button>
              }
            />
            <SupportSection />
          </>
        ) : (
          <>
            <div className={styles.memberCard} aria-busy="true">
              <p role="status">{t('loading')}</p>
              <Skeleton variant="box" width={80} height={80} />
              <Skeleton lines={2} width="80%" />
            </div>
            <div className={styles.card}>
              <Skeleton lines={6} />
            </div>
          </>
        )}
      </div>
    </RoutePage>
  );
}
