import { devices, type Browser, type BrowserContextOptions } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@clube/core/auth';
import { installEventTiming } from './event-timing.ts';
import {
  measureInteractions,
  type InteractionPages,
  type InteractionSample,
} from './interactions.ts';
import { measureFirstLoad, type FirstLoad } from './first-load.ts';

export const CPU_SLOWDOWN = 4;

export interface PassTarget {
  origin: string;
  /** The app's stored session (localStorage value), or null for an app measured signed out. */
  storedSession: string | null;
  /** Pages whose JavaScript is weighed, and whether each is opened signed in. */
  pages: { path: string; signedIn: boolean }[];
  interactionPages: InteractionPages;
}

export interface PassSample {
  /** What each page's cold load asked for, by path. */
  firstLoads: Record<string, FirstLoad>;
  interactions: InteractionSample;
}

function contextOptions(target: PassTarget, signedIn: boolean): BrowserContextOptions {
  // Desktop, as the end-to-end journeys: the top bar's search box is desktop only.
  const options: BrowserContextOptions = {
    ...devices['Desktop Chrome'],
    baseURL: target.origin,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  };
  if (signedIn && target.storedSession !== null) {
    options.storageState = {
      cookies: [],
      origins: [
        {
          origin: target.origin,
          localStorage: [{ name: SESSION_STORAGE_KEY, value: target.storedSession }],
        },
      ],
    };
  }
  return options;
}

/** Loads each page in a fresh, unthrottled context (cold cache): what it asked for. */
async function measureFirstLoads(
  browser: Browser,
  target: PassTarget,
): Promise<Record<string, FirstLoad>> {
  const loads: Record<string, FirstLoad> = {};
  for (const { path, signedIn } of target.pages) {
    const context = await browser.newContext(contextOptions(target, signedIn));
    try {
      loads[path] = await measureFirstLoad(await context.newPage(), path);
    } finally {
      await context.close();
    }
  }
  return loads;
}

/**
 * One Playwright pass over an app: each page's cold load (its JavaScript, its requests before
 * it is interactive), then the interactions at 4× CPU
 * slowdown (CDP `Emulation.setCPUThrottlingRate`). The sandbox's last notice opens a modal
 * over every signed-in page until its link is followed; it is answered "none" here, as the
 * end-to-end journeys do, so that it does not sit over the controls being measured.
 */
export async function runPlaywrightPass(browser: Browser, target: PassTarget): Promise<PassSample> {
  const firstLoads = await measureFirstLoads(browser, target);
  const context = await browser.newContext(contextOptions(target, true));
  try {
    await context.route('**/clube/v1/notice/last', (route) =>
      route.fulfill({ status: 200, json: { data: null } }),
    );
    const page = await context.newPage();
    await installEventTiming(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const interactions = await measureInteractions(page, cdp, target.interactionPages);
    return { firstLoads, interactions };
  } finally {
    await context.close();
  }
}
