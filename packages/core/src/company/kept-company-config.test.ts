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

describe('a config every club of the process reads', () => {
  it('is kept once: the same frozen object and the same stored JSON for every club', async () => {
    const clubs = [createMemoryStorage(), createMemoryStorage()].map((storage) => {
      const ports = createFakePorts({ clock: new SimulatedClock(), storage });
      return { storage, company: keepingCompanyConfig(ports.company, storage) };
    });
    const [first, second] = await Promise.all(
      clubs.map((club) => club.company.publicConfig('clube-demo')),
    );
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const [kept, keptToo] = clubs.map(({ storage }) => Object.values(storage.snapshot()));
    expect(kept).toHaveLength(1);
    expect(keptToo![0]).toBe(kept![0]);
    expect(JSON.parse(kept![0]!)).toEqual(first);
  });

  it('is not shared with a club whose company answers another config', async () => {
    const storage = createMemoryStorage();
    const ports = createFakePorts({ clock: new SimulatedClock(), storage });
    const config = await ports.company.publicConfig('clube-demo');
    const other = { ...config, title: `${config.title} (outra)` };
    const company = keepingCompanyConfig(
      { publicConfig: () => Promise.resolve(other), config: () => Promise.resolve(other) },
      storage,
    );
    await keepingCompanyConfig(ports.company, createMemoryStorage()).publicConfig('clube-demo');
    const read = await company.publicConfig('clube-demo');
    expect(read).toEqual(other);
    expect(read.title).not.toBe(config.title);
  });
});
