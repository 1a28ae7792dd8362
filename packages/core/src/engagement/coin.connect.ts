import type { SnapshotFrom } from 'xstate';
import type { ClubError } from '../shared/club-error.ts';
import { formatPoints } from '../shared/format.rules.ts';
import { isOfflineError } from '../shared/offline.rules.ts';
import type { Coin } from './coin.schema.ts';
import type { CoinEvent, CoinMachine } from './coin.machine.ts';

/** The company coin (SPEC §3 Coin) as any view shows it. */
export interface CoinApi {
  readonly coin: Coin | null;
  /** The balance in the coin, formatted for display. */
  readonly balanceText: string | null;
  readonly loading: boolean;
  /** The coin failed to load: the view shows SPEC §8's coin message with a retry. */
  readonly error: ClubError | null;
  /** It failed for want of a connection: the view says so, and it loads again once online. */
  readonly offline: boolean;
  reload(): void;
}

export function connectCoin(
  snapshot: SnapshotFrom<CoinMachine>,
  send: (event: CoinEvent) => void,
): CoinApi {
  const { coin, error } = snapshot.context;
  const failed = snapshot.matches('failed');
  return {
    coin,
    balanceText: coin ? formatPoints(coin.balance) : null,
    loading: snapshot.matches('loading'),
    error: failed ? error : null,
    offline: failed && isOfflineError(error),
    reload: () => send({ type: 'LOAD' }),
  };
}
