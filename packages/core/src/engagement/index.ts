// @clube/core/engagement: the engagement context's public surface.
export type { CoinContext, CoinEvent, CoinMachine } from './coin.machine.ts';
export { coinMachine } from './coin.machine.ts';
export type { Coin } from './coin.schema.ts';
export { coinSchema } from './coin.schema.ts';
export { coinFlow } from '../flows.ts';
export type { CoinApi } from './coin.connect.ts';
export { connectCoin } from './coin.connect.ts';
