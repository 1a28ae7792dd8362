import { createMemoryStorage, type Club, type ClubOptions, type StoragePort } from '@clube/core';
import { ContainerModule } from 'inversify';
import { createClubContainer, createClubFromContainer } from './container/create-club-container.ts';
import { systemClockModule, type TransportOptions } from './container/modules.ts';
import { TOKENS } from './container/tokens.ts';

export interface NodeClubOptions extends TransportOptions, ClubOptions {
  /** Where the session is kept; in memory unless told. */
  storage?: StoragePort;
}

/** A club for Node (bots, scripts, servers): no DOM anywhere. */
export function createNodeClub(options: NodeClubOptions): Club {
  const storage = options.storage ?? createMemoryStorage();
  const container = createClubContainer({
    baseUrl: options.baseUrl,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    platform: [
      new ContainerModule(({ bind }) => {
        bind(TOKENS.storage).toConstantValue(storage);
      }),
      systemClockModule,
    ],
  });
  return createClubFromContainer(container, options);
}
