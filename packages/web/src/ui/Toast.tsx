import type { Message } from '@clube/core';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { useMessage } from '../i18n/translate-message.ts';
import { Icon, type IconName } from './icons/Icon.tsx';
import { GLYPHS } from './icons/glyphs.tsx';
import * as styles from './toast.css.ts';

/** SPEC §3/§9 notification types. */
export type ToastType = 'success' | 'error' | 'favorite' | 'like';

/** A toast as the core's toast machine holds it (structurally its `Toast`). */
export interface ToastData {
  id: string;
  type: ToastType;
  /** Core messages, put into words in the reader's language. */
  title: Message;
  text?: Message | null;
  /** An icon name of the kit; each type has its own icon otherwise. */
  icon?: string | null;
}

/** SPEC §9: icons in toasts are 21 px. */
export const TOAST_ICON_SIZE = 21;

const TYPE_ICONS: Record<ToastType, IconName> = {
  success: 'check',
  error: 'alert',
  favorite: 'heart-filled',
  like: 'thumbs-up',
};

function iconFor(toast: ToastData): IconName {
  const custom = toast.icon;
  return custom && Object.hasOwn(GLYPHS, custom) ? (custom as IconName) : TYPE_ICONS[toast.type];
}

export interface ToastProps {
  toast: ToastData;
  onDismiss: (id: string) => void;
}

/**
 * One feedback toast: its type's icon, the title and the text, and a close button. Like and
 * favorite toasts read as one line, the offer's title followed by the text (SPEC §8).
 */
export function Toast({ toast, onDismiss }: ToastProps) {
  const { t } = useTranslation();
  const say = useMessage();
  const title = say(toast.title);
  const text = toast.text ? say(toast.text) : null;
  const aboutAnOffer = toast.type === 'favorite' || toast.type === 'like';
  return (
    <div className={styles.toast({ type: toast.type })} data-type={toast.type}>
      <span className={styles.icon({ type: toast.type })}>
        <Icon name={iconFor(toast)} size={TOAST_ICON_SIZE} />
      </span>
      {aboutAnOffer ? (
        <p className={styles.body}>
          <strong className={styles.title}>{title}</strong>
          {text ? ` ${text}` : null}
        </p>
      ) : (
        <div className={styles.body}>
          <p className={styles.title}>{title}</p>
          {text ? <p className={styles.text}>{text}</p> : null}
        </div>
      )}
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('ui.dismissNotification')}
        onClick={() => onDismiss(toast.id)}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

export interface ToastRegionProps {
  /** The toasts to show now: the core's toast machine decides when each one goes. */
  toasts: readonly ToastData[];
  onDismiss: (id: string) => void;
}

/**
 * The polite live region where toasts appear. It renders only what it is given, and is always
 * in the page so that screen readers announce what gets added to it.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.region} aria-live="polite" aria-label={t('ui.notifications')}>
      {toasts.length > 0 ? (
        <ol className={styles.list}>
          {toasts.map((toast) => (
            <li key={toast.id}>
              <Toast toast={toast} onDismiss={onDismiss} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
