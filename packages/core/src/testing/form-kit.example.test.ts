// The README's example: a form property test written with the kit's public exports only
// (kit-example.test.ts keeps it within 30 lines and those imports).
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { formCommands, startHeldContactForm, validContact } from '@clube/core/testing';

it('any sequence of typing, submits, confirmations and answers agrees with the model', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.boolean(), // with or without a confirm step
      fc.commands(formCommands(), { maxCommands: 40 }),
      async (confirm, commands) => {
        const form = startHeldContactForm(confirm);
        // Each command checks the state, the values and one request per accepted submit.
        await fc.asyncModelRun(form.setup, commands);
        const sent = form.server.requests.map((request) => request.values);
        expect(sent.every(validContact)).toBe(true);
        form.stop();
      },
    ),
  );
});
