import { connectForm } from '@clube/core/forms';
import { connectPharmacyCard, pharmacyCardFlow, type PharmacyCardApi } from '@clube/core/pharmacy';
import type { MemberShown } from '@clube/core/profile';
import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { LoadFailedState } from '../../offline/LoadFailedState.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import * as styles from './pharmacy.css.ts';
import { pharmacyTexts } from './pharmacy.texts.ts';

function PharmacyCard({
  member,
  card,
  canActivate,
}: {
  member: MemberShown;
  card: NonNullable<PharmacyCardApi['card']>;
  canActivate: boolean;
}) {
  const club = useClub();
  const config = useCompanyConfig();
  const t = useTexts(pharmacyTexts);
  const say = useMessage();
  const cardId = useId();
  const form = useFlowApi(
    useFlow(() => pharmacyCardFlow(club)),
    connectForm,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby={cardId} data-status={card.kind}>
        <div className={styles.cardTop}>
          <h2 id={cardId} className={styles.cardTitle}>
            {t('cardLabel')}
          </h2>
          {config?.title ? <span className={styles.cardClub}>{config.title}</span> : null}
        </div>
        <div className={styles.cardHolder}>
          <span className={styles.cardLabel}>{t('holder')}</span>
          <span className={styles.cardName}>{member.displayName}</span>
          {member.document ? (
            <span className={styles.cardDocument}>
              {t('document', { document: member.document })}
            </span>
          ) : null}
        </div>
        <p className={styles.cardStatus}>
          {card.kind === 'active'
            ? `${t('active')} · ${t('validUntil', { date: card.until })}`
            : card.kind === 'expired'
              ? t('expired')
              : t('none')}
        </p>
      </section>
      <div className={styles.panel}>
        <p className={styles.intro}>{t('intro')}</p>
        {card.kind === 'expired' ? (
          <p className={styles.warning}>{t('expiredOn', { date: card.on })}</p>
        ) : null}
        <p className={styles.success} role="status">
          {form.succeeded ? say('pharmacy.created') : null}
        </p>
        {form.error ? (
          <p className={styles.formError} role="alert">
            {say(form.error)}
          </p>
        ) : null}
        {canActivate ? (
          <form onSubmit={submit} noValidate>
            <Button type="submit" size="lg" block loading={form.submitting}>
              {card.kind === 'expired' ? t('activateAgain') : t('activate')}
            </Button>
          </form>
        ) : null}
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
  // The card's status on the club's day (its clock), not the browser's.
  const connect = useMemo(() => connectPharmacyCard(club.runtime), [club]);
  const { member, card, canActivate, status, offline, reload } = useFlowApi(club.member, connect);

  useEffect(() => {
    if (carriesToken) void navigate(href(routes.pharmacyCard), { replace: true });
  }, [carriesToken, navigate]);

  return (
    <RoutePage titleKey="routes.pharmacyCard">
      {member && card ? (
        <PharmacyCard member={member} card={card} canActivate={canActivate} />
      ) : status === 'failed' ? (
        <LoadFailedState
          offline={offline}
          failed={t('loadFailed')}
          retry={t('retry')}
          onRetry={reload}
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
