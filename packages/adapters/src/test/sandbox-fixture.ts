import { createSandbox, type Sandbox } from '@clube/sandbox';
import { afterAll, beforeAll } from 'vitest';

/**
 * One in-memory sandbox for a test file, on a free port: adapters are tested against the
 * real API, never against mocked HTTP.
 */
export function useSandbox(): () => Sandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    // The adapters' tests sign in often from one address: limits raised, still on.
    sandbox = await createSandbox({ port: 0, rateLimitFactor: 100 });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return () => {
    if (!sandbox) throw new Error('the sandbox has not started');
    return sandbox;
  };
}
