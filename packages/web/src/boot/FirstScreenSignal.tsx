import { useEffect } from 'react';
import { markFirstScreenShown } from './first-screen.ts';

/**
 * Rendered beside the routes inside their Suspense boundary: it commits only together with the
 * route's screen, and then marks the first screen as shown.
 */
export function FirstScreenSignal(): null {
  useEffect(() => markFirstScreenShown(), []);
  return null;
}
