import { followableRedirect } from '@clube/core/navigation';
import type { BlockedReason, RedemptionExpiry } from '@clube/core/redemptions';
import { useId, type ReactNode } from 'react';
import { Link } from '../../router/index.ts';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { button } from '../../ui/button.css.ts';
import { Button } from '../../ui/Button.tsx';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { redemptionsTexts } from './redemptions.texts.ts';
import * as styles from './redemptions.css.ts';

/** The partner's logo (or a placeholder) and name, above a card's own title. */
export function CardHeader({
  logo,
  partner,
  children,
}: {
  logo: string | null | undefined;
  partner: string | null | undefined;
  /** The card's heading. */
  children: ReactNode;
}) {
  return (
    <div className={styles.cardHeader}>
      {logo ? (
        <img className={styles.logo} src={logo} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className={styles.logoPlaceholder} aria-hidden="true">
          <Icon name="gift" size={22} />
        </span>
      )}
      <div className={styles.headerText}>
        {partner ? <p className={styles.partnerName}>{partner}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** A code in large type, with a button that copies it. */
export function CodeRow({
  code,
  label,
  copyLabel,
  copiedAnnouncement,
}: {
  code: string;
  /** What the code is ('Código', 'Senha do cartão'). */
  label: string;
  copyLabel?: string;
  copiedAnnouncement?: string;
}) {
  const t = useTexts(redemptionsTexts);
  const id = useId();
  return (
    <div className={styles.codeRow}>
      <p className={styles.codeLabel} id={`${id}-label`}>
        {label}
      </p>
      <span className={styles.code} id={id} data-code="">
        {code}
      </span>
      <CopyButton
        aria-describedby={`${id}-label ${id}`}
        value={code}
        label={copyLabel ?? t('common.copyCode')}
        copiedLabel={t('common.copied')}
        copiedAnnouncement={copiedAnnouncement ?? t('common.codeCopied')}
        failedLabel={t('common.copyFailed')}
      />
    </div>
  );
}

/**
 * Until when a voucher or code is valid, with a warning while 1 to 3 days remain (SPEC §9)
 * and once it has expired: the core's `expiry`, counted from when the screen opened.
 */
export function ExpiryNote({ expiry }: { expiry: RedemptionExpiry | null }) {
  const t = useTexts(redemptionsTexts);
  const say = useMessage();
  if (!expiry) return null;
  return (
    <span className={styles.meta}>
      <span>{t('common.validUntil', { date: expiry.date })}</span>
      {expiry.expired ? <span className={styles.badgeDanger}>{t('common.expired')}</span> : null}
      {expiry.left ? (
        <span className={styles.badgeWarning}>
          {t('common.expiresIn', { left: say(expiry.left) })}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A link the API gave (a partner's store, a letter's page), opened in a new tab and saying so
 * to screen readers; only a path of this site or an http(s) URL is followed, never a script.
 */
export function ExternalLink({ to, children }: { to: string | null; children: ReactNode }) {
  const t = useTexts(redemptionsTexts);
  const target = followableRedirect(to);
  if (!target) return null;
  return (
    <a className={styles.link} href={target} target="_blank" rel="noopener noreferrer">
      {children} <Icon name="external-link" size={14} />
      <span className={styles.visuallyHiddenText}>{t('common.opensInNewTab')}</span>
    </a>
  );
}

/** The way out of an empty tab: the club's offers. */
export function SeeOffers() {
  const t = useTexts(redemptionsTexts);
  return (
    <Link className={button({ variant: 'secondary' })} to={href(routes.campaigns)}>
      {t('common.seeOffers')}
    </Link>
  );
}

/** Asks whether to delete; the flow holds the question, this only shows it. */
export function ConfirmDelete({
  open,
  title,
  text,
  confirmLabel,
  deleting,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTexts(redemptionsTexts);
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      <p className={styles.confirmText}>{text}</p>
      <div className={styles.confirmActions}>
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={deleting}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * Meus resgates without a connection: what the device kept and when it was read. That the
 * club is offline, with its retry, is the bar's to say (once per screen); the list asks again
 * by itself when the connection is back.
 */
export function KeptNotice({
  what,
  readAt,
}: {
  /** Which things the device kept ('Estes são os códigos guardados neste aparelho.'). */
  what: string;
  readAt: { day: string; time: string };
}) {
  const t = useTexts(redemptionsTexts);
  return (
    <div className={styles.offlineNotice} role="status">
      <p className={styles.offlineTitle}>{what}</p>
      <p>{t('offline.updatedAt', readAt)}</p>
    </div>
  );
}

/**
 * Excluir on a kept card: off while the list is busy or offline; offline, it says why (the
 * reason is the button's description).
 */
export function DeleteAction({
  label,
  blocked,
  onDelete,
}: {
  label: string | undefined;
  blocked: BlockedReason;
  onDelete: () => void;
}) {
  const t = useTexts(redemptionsTexts);
  const reasonId = useId();
  const offline = blocked === 'offline';
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label}
        aria-describedby={offline ? reasonId : undefined}
        onClick={onDelete}
        disabled={blocked !== null}
      >
        {t('common.delete')}
      </Button>
      {offline ? (
        <span className={styles.blockedReason} id={reasonId}>
          {t('offline.deleteNeedsNetwork')}
        </span>
      ) : null}
    </>
  );
}
