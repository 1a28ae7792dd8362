import { useTranslation } from '../i18n/I18nProvider.tsx';
import { Drawer } from './Drawer.tsx';
import * as styles from './panel.css.ts';

export interface NotificationItem {
  id: string;
  title: string;
  read: boolean;
}

/**
 * The notifications side panel; an empty list reads 'Não há novas notificações' (SPEC §2).
 * Clicking a notification marks it read.
 */
export function NotificationsPanel({
  open,
  notifications,
  onClose,
  onRead,
}: {
  open: boolean;
  notifications: readonly NotificationItem[];
  onClose: () => void;
  onRead: (id: string) => void;
}) {
  const { t } = useTranslation();
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
              </button>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
