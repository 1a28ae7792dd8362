// The README's example: a paged-list property test written with the kit's public exports only
// (kit-example.test.ts keeps it within 30 lines and those imports).
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { pagingCommands, startHeldPaging } from '@clube/core/testing';

it('any sequence of loads, filters, deletions and late answers agrees with the model', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: 30 }), // how many items the server holds
      fc.integer({ min: 1, max: 8 }), // per page
      fc.commands(pagingCommands(), { maxCommands: 25 }),
      async (total, perPage, commands) => {
        const list = startHeldPaging(total, perPage);
        // Each command checks the state, what is shown and the one live request.
        await fc.asyncModelRun(list.setup, commands);
        const shown = list.actor.getSnapshot().context.items;
        expect(shown.every((item) => !list.removed.has(item))).toBe(true);
        list.stop();
      },
    ),
  );
});
