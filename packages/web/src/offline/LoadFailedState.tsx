import { useTexts } from '../i18n/feature-texts.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { offlineTexts } from './offline.texts.ts';

/**
 * A screen whose data could not be loaded, with its retry: offline it says there is no
 * connection (no fault of the club) and that it loads by itself once the connection is back
 * (the machine's reconnect); otherwise the screen's own failure text.
 */
export function LoadFailedState({
  offline,
  failed,
  retry,
  onRetry,
}: {
  offline: boolean;
  /** The screen's failure text (a failure of the API). */
  failed: string;
  /** The retry button's label. */
  retry: string;
  onRetry: () => void;
}) {
  const t = useTexts(offlineTexts);
  return (
    <EmptyState
      character={offline ? 'searching' : 'sad'}
      title={offline ? t('notLoaded') : failed}
      {...(offline ? { description: t('loadsWhenBack') } : {})}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {retry}
        </Button>
      }
    />
  );
}
