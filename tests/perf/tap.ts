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
 * enabled and on top (a trial click, which scrolls it into view and clicks nothing), and once it
 * is still in view after the finger's pause.
 *
 * Done before an interaction is timed: `locator.click()` would run that check during the
 * interaction, in the page, with listeners on the pointer events that ask the browser which
 * element is under the point (a forced layout inside the very events Event Timing measures,
 * which no member's tap has).
 *
 * Throws when the control left the view during the pause: what the scroll set off may move it (a
 * list that loads its next page as its end comes near pushes its own "load more" button down),
 * and a member would not tap where it was. A tap there lands outside the page, on nothing.
 */
export async function tapPoint(control: Locator, timeout?: number): Promise<Point> {
  const page = control.page();
  await control.click({ trial: true, timeout });
  // The trial click may have scrolled the control into view: a member sees it stop and moves
  // a finger to it before tapping, not within the same millisecond (the work the scroll set off,
  // such as pictures coming into view, would otherwise count as the tap's input delay).
  await page.waitForTimeout(FINGER_PAUSE_MS);
  const box = await control.boundingBox();
  if (!box) throw new Error('the control left the page before it could be tapped');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (!inView(centre, page.viewportSize())) {
    throw new Error('the control moved out of view before it could be tapped');
  }
  return centre;
}

/** Whether `point` is inside the viewport (always, when the page has no fixed viewport). */
function inView(point: Point, viewport: { width: number; height: number } | null): boolean {
  if (!viewport) return true;
  return point.x >= 0 && point.y >= 0 && point.x < viewport.width && point.y < viewport.height;
}

/** Moves, presses and releases the mouse at `point` only: raw input, no checks in the page. */
export async function tapAt(page: Page, point: Point): Promise<void> {
  await page.mouse.click(point.x, point.y);
}
