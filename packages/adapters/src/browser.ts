import type { Club, ClubOptions } from '@clube/core';
import { ContainerModule } from 'inversify';
import { createClubContainer, createClubFromContainer } from './container/create-club-container.ts';
import { systemClockModule, type TransportOptions } from './container/modules.ts';
import { TOKENS } from './container/tokens.ts';
import { createBrowserStorage } from './storage/browser-storage.ts';

export interface BrowserClubOptions extends Partial<TransportOptions>, ClubOptions {}

const browserStorageModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.storage).toConstantValue(createBrowserStorage());
});

/** A club for the browser: same-origin API by default, localStorage, the system clock. */
export function createBrowserClub(options: BrowserClubOptions = {}): Club {
  const container = createClubContainer({
    baseUrl: options.baseUrl ?? '',
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    platform: [browserStorageModule, systemClockModule],
  });
  return createClubFromContainer(container, options);
}
