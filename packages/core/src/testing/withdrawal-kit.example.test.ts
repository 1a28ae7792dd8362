// The README's example: a withdrawal property test written with the kit's public exports only
// (kit-example.test.ts keeps it within 30 lines and those imports).
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { WithdrawRequest } from '@clube/core/wallet';
import { startHeldWithdrawal, withdrawalCommands } from '@clube/core/testing';

const BALANCE = 10_000; // R$ 100,00

it('any sequence of typing, submits, answers and failures agrees with the model', async () => {
  await fc.assert(
    fc.asyncProperty(fc.commands(withdrawalCommands(BALANCE)), async (commands) => {
      const form = startHeldWithdrawal(BALANCE);
      // Each command checks the form's state, one request per confirmation, the balance.
      await fc.asyncModelRun(form.setup, commands);
      const sent: WithdrawRequest[] = form.requests;
      expect(sent.every((request) => request.payload.value >= 2000)).toBe(true);
      form.stop();
    }),
  );
});
