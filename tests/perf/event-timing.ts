import type { Page } from '@playwright/test';

/** Event Timing only reports events slower than this (16 ms is the API's lowest threshold). */
export const EVENT_THRESHOLD_MS = 16;

interface WorstEventWindow {
  __benchWorstEventMs: number;
}

/** Installed before any page script: keeps the longest interaction event since the last reset. */
function observeWorstEvent(threshold: number): void {
  const target = window as unknown as WorstEventWindow;
  target.__benchWorstEventMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Only the events of an interaction (a tap, a click, a key), as INP counts them: a
      // pointerover that fires because new content moved under a still pointer is not one.
      // `interactionId` is missing from TypeScript's DOM types.
      if (!(entry as PerformanceEntry & { interactionId?: number }).interactionId) continue;
      target.__benchWorstEventMs = Math.max(target.__benchWorstEventMs, entry.duration);
    }
    // `durationThreshold` is missing from TypeScript's DOM types.
  }).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  } as PerformanceObserverInit);
}

export async function installEventTiming(page: Page): Promise<void> {
  await page.addInitScript(observeWorstEvent, EVENT_THRESHOLD_MS);
}

async function resetWorstEvent(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as WorstEventWindow).__benchWorstEventMs = 0;
  });
}

/**
 * The worst duration (input delay + handlers + the next paint) of an interaction's events
 * (those with an `interactionId`: pointerdown, pointerup, click, keydown, keyup…) during
 * `interaction`, in ms; 0 when every event took less than EVENT_THRESHOLD_MS. Entries arrive after the
 * frame that follows the event, hence the settle time.
 */
export async function worstEventDuring(
  page: Page,
  interaction: () => Promise<void>,
  settleMs = 600,
): Promise<number> {
  await resetWorstEvent(page);
  await interaction();
  await page.waitForTimeout(settleMs);
  return page.evaluate(() => (window as unknown as WorstEventWindow).__benchWorstEventMs);
}
