import { connectForm } from '@clube/core/forms';
import { pharmacyCardFlow, pharmacyCardStatus } from '@clube/core/pharmacy';
import { memberDisplayName, type User } from '@clube/core/profile';
import { formatCpfInput, isoDayInSaoPaulo, isoToDisplayDate, isValidCpf } from '@clube/core/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useClub } from '../../runtime/club-context.tsx';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi, useShallowSelector } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import * as styles from './pharmacy.css.ts';
import { pharmacyTexts } from './pharmacy.texts.ts';

function PharmacyCard({ user }: { user: User }) {
  const club = useClub();
  const config = useCompanyConfig();
  const t = useTexts(pharmacyTexts);
  const say = useMessage();
  const cardId = useId();
  const form = useFlowApi(useFlow(pharmacyCardFlow(club)), connectForm);
  // The member's day, read once: the card's status does not change while the page is open.
  const [today] = useState(() => isoDayInSaoPaulo(Date.now()));
  const status = pharmacyCardStatus(user.vidalink_expire_date, today);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby={cardId} data-status={status.kind}>
        <div className={styles.cardTop}>
          <h2 id={cardId} className={styles.cardTitle}>
            {t('cardLabel')}
          </h2>
          {config?.title ? <span className={styles.cardClub}>{config.title}</span> : null}
        </div>
        <div className={styles.cardHolder}>
          <span className={styles.cardLabel}>{t('holder')}</span>
          <span className={styles.cardName}>{memberDisplayName(user)}</span>
          {user.document ? (
            <span className={styles.cardDocument}>
              {t('document', {
                document: isValidCpf(user.document) ? formatCpfInput(user.document) : user.document,
              })}
            </span>
          ) : null}
        </div>
        <p className={styles.cardStatus}>
          {status.kind === 'active'
            ? `${t('active')} · ${t('validUntil', { date: isoToDisplayDate(status.until) })}`
            : status.kind === 'expired'
              ? t('expired')
              : t('none')}
        </p>
      </section>
      <div className={styles.panel}>
        <p className={styles.intro}>{t('intro')}</p>
        {status.kind === 'expired' ? (
          <p className={styles.warning}>{t('expiredOn', { date: isoToDisplayDate(status.on) })}</p>
        ) : null}
        <p className={styles.success} role="status">
          {form.succeeded ? say('pharmacy.created') : null}
        </p>
        {form.error ? (
          <p className={styles.formError} role="alert">
            {say(form.error)}
          </p>
        ) : null}
        {status.kind === 'active' ? null : (
          <form onSubmit={submit} noValidate>
            <Button type="submit" size="lg" block loading={form.submitting}>
              {status.kind === 'expired' ? t('activateAgain') : t('activate')}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}

/**
 * Cartão farmácia (SPEC §2, permission vidalink): the card with its holder and expiry, and
 * its activation on the pharmacy card flow ('Seu cartão foi criado com sucesso' / 'Houve um
 * erro ao ativar o seu cartão'); the member is reloaded after it, so the expiry shows. An
 * `id` in the address carried the token (handed to the session at start-up): it leaves the
 * address once the screen is open.
 */
export default function PharmacyCardScreen() {
  const club = useClub();
  const t = useTexts(pharmacyTexts);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const carriesToken = params.has('id');
  const { user, failed } = useShallowSelector(club.member, (snapshot) => ({
    user: snapshot.context.user,
    failed: snapshot.matches('failed'),
  }));

  useEffect(() => {
    if (carriesToken) void navigate(href(routes.pharmacyCard), { replace: true });
  }, [carriesToken, navigate]);

  return (
    <RoutePage titleKey="routes.pharmacyCard">
      {user ? (
        <PharmacyCard user={user} />
      ) : failed ? (
        <EmptyState
          character="sad"
          title={t('loadFailed')}
          action={
            <Button variant="secondary" onClick={() => club.member.send({ type: 'LOAD' })}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <div className={styles.layout} aria-busy="true">
          <p role="status">{t('loading')}</p>
          <Skeleton variant="box" width="100%" height={200} />
        </div>
      )}
    </RoutePage>
  );
}
