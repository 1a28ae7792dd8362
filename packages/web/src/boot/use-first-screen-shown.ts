import { useSyncExternalStore } from 'react';
import { firstScreenShown, whenFirstScreenShown } from './first-screen.ts';

/** False until the first route's screen has been announced (see boot/first-screen.ts). */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(whenFirstScreenShown, firstScreenShown, () => false);
}
