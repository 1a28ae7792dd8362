import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { forgetMemberCompanyConfig, keepingCompanyConfig } from './kept-company-config.ts';

const offline = { kind: 'network', message: 'Failed to fetch' } as const;

describe('the company config kept on the device', () => {
  it('answers the last config read when there is no connection, never over an API answer', async () => {
    const storage = createMemoryStorage();
    const ports = createFakePorts({ clock: new SimulatedClock(), storage });
    const company = keepingCompanyConfig(ports.company, storage);
    const online = await company.publicConfig('clube-demo');
    ports.failNext('publicConfig', offline);
    await expect(company.publicConfig('clube-demo')).resolves.toEqual(online);
    // Another company's config was never read: the failure goes through.
    ports.failNext('publicConfig', offline);
    await expect(company.publicConfig('engaja-mais')).rejects.toMatchObject({ kind: 'network' });
    // An API error is not "offline": it is not hidden by the copy.
    ports.failNext('publicConfig', { kind: 'server', status: 500, message: 'x' });
    await expect(company.publicConfig('clube-demo')).rejects.toMatchObject({ kind: 'server' });
  });

  it("forgets the member's variant on sign-out", async () => {
    const storage = createMemoryStorage();
    const ports = createFakePorts({ clock: new SimulatedClock(), storage });
    const config = await ports.company.publicConfig();
    let reachable = true;
    const port = {
      publicConfig: ports.company.publicConfig,
      config: () => (reachable ? Promise.resolve(config) : Promise.reject(offline)),
    };
    const company = keepingCompanyConfig(port, storage);
    await company.config();
    reachable = false;
    await expect(company.config()).resolves.toEqual(config);
    forgetMemberCompanyConfig(storage);
    await expect(company.config()).rejects.toMatchObject({ kind: 'network' });
  });
});
