import { beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, signIn, type TestClients } from '../test/clients.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createNoticesAdapter } from './notices.adapter.ts';

const sandbox = useSandbox();
let clients: TestClients;

beforeAll(async () => {
  clients = clientsFor(sandbox(), await signIn(sandbox()));
});

describe('REST notices against the sandbox', () => {
  it('reads the next notice, opens it, and moves on to the next one', async () => {
    const notices = createNoticesAdapter(clients.http);
    const first = await notices.last();
    expect(first?.id).toBeTruthy();
    const link = await notices.link(first!.id!);
    expect(link === null || typeof link === 'string').toBe(true);
    const next = await notices.last();
    expect(next?.id).not.toBe(first!.id);
    await expect(notices.link('nao-existe')).rejects.toMatchObject({ status: 404 });
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    await expectFaultsTyped(clients.fault, () => createNoticesAdapter(clients.http).last());
  });
});
