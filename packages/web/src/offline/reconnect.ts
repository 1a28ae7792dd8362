import { retryWhenOnline } from '@clube/core/redemptions';
import { connectivity } from './connectivity.ts';

/** Meus resgates' lists ask again by themselves when the browser says it is back online. */
export const retryOnReconnect = retryWhenOnline(connectivity);
