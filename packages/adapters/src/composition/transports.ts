import { createFetchHttpClient } from '../http/fetch-http-client.ts';
import { createHttpClient } from '../http/http-client.ts';
import { transportsOver, type ClubTransports, type TransportOptions } from './club-transports.ts';

export { connectSession, transportsOver } from './club-transports.ts';
export type { ClubTransports, TransportOptions } from './club-transports.ts';

/** The transports of one club over the ky client (browsers, Node). */
export function createTransports(options: TransportOptions): ClubTransports {
  return transportsOver(createHttpClient, options);
}

/**
 * A browser club's transports: REST over ky, GraphQL over plain fetch. GraphQL is one POST
 * endpoint that is never retried, which is all the fetch client does; it carries the club's
 * first reads (the company config, the member), so a first screen needs no ky, which then
 * loads with the first REST request or once the screen is shown (issue 19: 4.7 kB gzip less
 * before Entrar is interactive).
 */
export function createBrowserTransports(options: TransportOptions): ClubTransports {
  return transportsOver(createHttpClient, options, createFetchHttpClient);
}
