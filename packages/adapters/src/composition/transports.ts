import { createHttpClient } from '../http/http-client.ts';
import { transportsOver, type ClubTransports, type TransportOptions } from './club-transports.ts';

export { connectSession, transportsOver } from './club-transports.ts';
export type { ClubTransports, TransportOptions } from './club-transports.ts';

/** The transports of one club over the ky client (browsers, Node). */
export function createTransports(options: TransportOptions): ClubTransports {
  return transportsOver(createHttpClient, options);
}
