import { relativeTime } from '@clube/core/shared';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { useMessage } from '../i18n/translate-message.ts';
import { Drawer } from './Drawer.tsx';
import * as styles from './panel.css.ts';

export interface NotificationItem {
  id: string;
  title: string;
  read: boolean;
  /** Unix seconds; null when the server left it out. */
  createdAt: number | null;
}

/**
 * The notifications side panel; an empty list reads 'Não há novas notificações' (SPEC §2).
 * Each notification says when it arrived (SPEC §8 relative time); clicking one marks it read.
 */
export function NotificationsPanel({
  open,
  notifications,
  onClose,
  onRead,
  now = Date.now,
}: {
  open: boolean;
  notifications: readonly NotificationItem[];
  onClose: () => void;
  onRead: (id: string) => void;
  /** The present moment in ms (tests pin it). */
  now?: () => number;
}) {
  const { t } = useTranslation();
  const say = useMessage();
  const present = now();
  return (
    <Drawer open={open} title={t('layout.notifications')} onClose={onClose}>
      {notifications.length === 0 ? (
        <p className={styles.empty}>{t('layout.noNotifications')}</p>
      ) : (
        <ul className={styles.items}>
          {notifications.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                className={notification.read ? `${styles.item} ${styles.read}` : styles.item}
                data-read={notification.read}
                onClick={() => onRead(notification.id)}
              >
                {notification.read ? null : (
                  <span className={styles.unreadLabel}>{t('layout.unread')}</span>
                )}
                {notification.title}
                {notification.createdAt === null ? null : (
                  <time
                    className={styles.time}
                    dateTime={new Date(notification.createdAt * 1000).toISOString()}
                  >
                    {say(relativeTime(notification.createdAt, present))}
                  </time>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
