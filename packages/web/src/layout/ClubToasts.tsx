import { ToastRegion } from '../ui/Toast.tsx';
import { useClub } from '../runtime/club-context.tsx';
import { useToasts } from '../runtime/club-selectors.ts';

/**
 * The club's feedback toasts in one live region; the toast machine decides when each goes.
 * It lives in the signed-in frame (every flow that shows a toast is a member's), so that the
 * kit's toast and icons stay out of the first route.
 */
export default function ClubToasts() {
  const club = useClub();
  const toasts = useToasts();
  return (
    <ToastRegion toasts={toasts} onDismiss={(id) => club.toasts.send({ type: 'CLOSE', id })} />
  );
}
