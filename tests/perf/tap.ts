import type { Locator, Page } from '@playwright/test';

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
  const box = await control.boundingBox();
  if (!box) throw new Error('the control left the page before it could be tapped');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Moves, presses and releases the mouse at `point` only: raw input, no checks in the page. */
export async function tapAt(page: Page, point: Point): Promise<void> {
  await page.mouse.click(point.x, point.y);
}
