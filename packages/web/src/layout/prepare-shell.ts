import type { Club } from '@clube/core';
import { connectHomeCategories } from '@clube/core/home';
import { holdsWithin } from '../runtime/first-flows.ts';

/**
 * The signed-in shell under the first screen: the club's categories (the category menu, Home's
 * entry points) start loading before the first render, not when the menu first reads them, so
 * that they are in its first commit. The first render waits a moment for them.
 */
export async function prepareShell(club: Club): Promise<void> {
  await holdsWithin(
    club.categories,
    (snapshot) => !connectHomeCategories(snapshot, () => undefined).loading,
  );
}
