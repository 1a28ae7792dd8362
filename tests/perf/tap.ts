import type { Locator, Page } from '@playwright/test';

/** Between a control coming into view and a member's finger on it (a quick reaction). */
const FINGER_PAUSE_MS = 250;

/** A point in the page's viewport, in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/**
 * Where a member would tap `control`: its centre, once Playwright finds it visible, stable,
 * enabled and on top (a trial click, which scrolls it into view and clicks nothing).
 *
 * Done before an interaction is timed: `locator.click()` would run that check during the
 * interaction, in the page, with listeners on the pointer events that ask the browser which
 * element is under the point (a forced layout inside the very events Event Timing measures,
 * which no member's tap has).
 */
export async function tapPoint(control: Locator, timeout?: number): Promise<Point> {
  await control.click({ trial: true, timeout });
  // The trial click may have scrolled the control into view: a member sees it stop and moves
  // a finger to it before tapping, not within the same millisecond (the work the scroll set off,
  // such as pictures coming into view, would otherwise count as the tap's input delay).
  await control.page().waitForTimeout(FINGER_PAUSE_MS);
  const box = await control.boundingBox();
  if (!box) throw new Error('the control left the page before it could be tapped');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Moves, presses and releases the mouse at `point` only: raw input, no checks in the page. */
export async function tapAt(page: Page, point: Point): Promise<void> {
  await page.mouse.click(point.x, point.y);
}
