import { useSyncExternalStore } from 'react';
import { useTexts } from '../i18n/feature-texts.ts';
import { Button } from '../ui/Button.tsx';
import { appUpdate } from './app-update.ts';
import { connectivity } from './connectivity.ts';
import { answerInstallOffer, installOfferAnswered } from './install-offer.rules.ts';
import { offlineTexts } from './offline.texts.ts';
import * as styles from './app-prompts.css.ts';

/** Whether a modal dialog is open: the install offer never shows over one. */
const modalOpen = (): boolean =>
  document.querySelector('dialog[open], [aria-modal="true"]') !== null;

/**
 * The installed club's quiet prompts, at the foot of the page (never over the content): the
 * offline bar with its retry, "Nova versão disponível — atualizar" when a new version waits
 * (taken only when the member asks, never mid-task), and the install offer, once.
 */
export function AppPrompts() {
  const t = useTexts(offlineTexts);
  const online = useSyncExternalStore(
    connectivity.subscribe,
    connectivity.getSnapshot,
    connectivity.getServerSnapshot,
  );
  const { updateWaiting, installOffered } = useSyncExternalStore(
    appUpdate.subscribe,
    appUpdate.getSnapshot,
  );
  const offerInstall = installOffered && !installOfferAnswered(localStorage) && !modalOpen();
  if (online && !updateWaiting && !offerInstall) return null;
  return (
    <div className={styles.prompts}>
      {online ? null : (
        <div className={styles.prompt} role="status">
          <span>{t('offline')}</span>
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {updateWaiting ? (
        <div className={styles.prompt} role="status">
          <span>{t('updateReady')} —</span>
          <Button variant="ghost" size="sm" onClick={appUpdate.update}>
            {t('update')}
          </Button>
        </div>
      ) : null}
      {offerInstall ? (
        <div className={styles.prompt} role="region" aria-label={t('install')}>
          <span>{t('installOffer')}</span>
          <Button
            size="sm"
            onClick={() => {
              answerInstallOffer(localStorage);
              void appUpdate.install();
            }}
          >
            {t('install')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              answerInstallOffer(localStorage);
              appUpdate.dismissInstall();
            }}
          >
            {t('notNow')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
