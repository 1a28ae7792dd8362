import { connectMemberProfile, type MemberShown } from '@clube/core/profile';
import { useEffect, useId } from 'react';
import { Link, useLocation } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { LoadFailedState } from '../../offline/LoadFailedState.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { button } from '../../ui/button.css.ts';
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

function genderOf(gender: MemberShown['gender'], t: T): string | null {
  if (gender === null) return null;
  return 'known' in gender ? t(`genders.${gender.known}`) : gender.written;
}

/** The address as it is written on an envelope, or nothing when the member gave none. */
function addressLines({ address }: MemberShown, t: T): string[] {
  const { street, number, complement, city, state, postalCode } = address;
  const lines = [
    street ? (number ? t('addressLine', { street, number }) : street) : null,
    complement,
    city && state ? t('cityLine', { city, state }) : city || state,
    postalCode ? t('cepLine', { cep: postalCode }) : null,
  ];
  return lines.filter((line): line is string => Boolean(line));
}

function MemberCard({ member, t }: { member: MemberShown; t: T }) {
  const name = member.displayName;
  return (
    <aside className={styles.memberCard} aria-label={name}>
      <Avatar name={name} src={member.avatar} size="lg" decorative />
      <div>
        <p className={styles.memberName}>{name}</p>
        {member.document ? (
          <p className={styles.memberDocument}>
            {t('document')} {member.document}
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

function MemberDetails({ member, t }: { member: MemberShown; t: T }) {
  const headingId = useId();
  const address = addressLines(member, t);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('myInformation')}
      </h2>
      <dl className={styles.details}>
        <Detail label={t('fields.name')} value={member.name} t={t} />
        <Detail label={t('fields.last_name')} value={member.lastName} t={t} />
        <Detail label={t('fields.email')} value={member.email} t={t} />
        <Detail label={t('fields.phone')} value={member.phone} t={t} />
        <Detail label={t('fields.birthday')} value={member.birthday} t={t} />
        <Detail label={t('fields.gender')} value={genderOf(member.gender, t)} t={t} />
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
  const { status, offline, member, reload } = useFlowApi(club.member, connectMemberProfile);
  const { hash } = useLocation();
  const ready = status !== 'loading';

  // /perfil#suporte (the error page's way to the support): straight to the support request.
  useEffect(() => {
    if (ready && hash === `#${SUPPORT_ANCHOR}`) {
      document.getElementById(SUPPORT_ANCHOR)?.scrollIntoView?.({ block: 'start' });
    }
  }, [ready, hash]);

  return (
    <RoutePage titleKey="routes.profile">
      <div className={styles.layout}>
        {member ? (
          <>
            <MemberCard member={member} t={t} />
            <div className={styles.column}>
              <MemberDetails member={member} t={t} />
              <SupportSection />
            </div>
          </>
        ) : status === 'failed' ? (
          <>
            <LoadFailedState
              offline={offline}
              failed={t('loadFailed')}
              retry={t('retry')}
              onRetry={reload}
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
