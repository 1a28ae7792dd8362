import type { Page } from '@playwright/test';

/** Event Timing only reports events slower than this (16 ms is the API's lowest threshold). */
export const EVENT_THRESHOLD_MS = 16;

interface WorstEventWindow {
  __benchWorstEventMs: number;
  /** The longest animation frame since the last reset (Long Animation Frames, ≥ 50 ms). */
  __benchWorstFrameMs: number;
}

/** Installed before any page script: keeps the longest interaction event since the last reset. */
function observeWorstEvent(threshold: number): void {
  const target = window as unknown as WorstEventWindow;
  target.__benchWorstEventMs = 0;
  target.__benchWorstFrameMs = 0;
  // Frames the browser took 50 ms or more to render: what a member scrolling sees as a stutter,
  // with or without an input in it. Missing before Chromium 123, then every frame reads 0.
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        target.__benchWorstFrameMs = Math.max(target.__benchWorstFrameMs, entry.duration);
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
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

/** Starts a window for {@link worstFrameSinceReset}. */
export async function resetWorstFrame(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as WorstEventWindow).__benchWorstFrameMs = 0;
  });
}

/**
 * The longest animation frame since {@link resetWorstFrame}, in ms (0 when none took 50 ms).
 * Entries arrive after their frame: wait for the page to settle before reading.
 */
export async function worstFrameSinceReset(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as WorstEventWindow).__benchWorstFrameMs);
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
