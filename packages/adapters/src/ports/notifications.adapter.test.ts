import { beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, signIn, type TestClients } from '../test/clients.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createNotificationsAdapter } from './notifications.adapter.ts';

const sandbox = useSandbox();
let clients: TestClients;

beforeAll(async () => {
  clients = clientsFor(sandbox(), await signIn(sandbox()));
});

describe('REST notifications against the sandbox', () => {
  it('checks, lists and marks a notification read', async () => {
    const notifications = createNotificationsAdapter(clients.http);
    expect(await notifications.check()).toBe(true);
    const list = await notifications.list();
    expect(list).toHaveLength(6);
    const unread = list.filter((n) => !n.read);
    expect(unread).toHaveLength(3);
    // Listing clears the "new" flag.
    expect(await notifications.check()).toBe(false);
    await notifications.markRead(unread[0]!.id);
    const after = await notifications.list();
    expect(after.find((n) => n.id === unread[0]!.id)?.read).toBe(true);
    expect(after.filter((n) => !n.read)).toHaveLength(2);
  });

  it('rejects marking an unknown notification with a 404', async () => {
    await expect(
      createNotificationsAdapter(clients.http).markRead('nao-existe'),
    ).rejects.toMatchObject({ kind: 'server', status: 404 });
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    await expectFaultsTyped(clients.fault, () => createNotificationsAdapter(clients.http).list());
  });

  it('reports a 401 to the session', async () => {
    clients.fault.value = 'status=401';
    await expect(createNotificationsAdapter(clients.http).check()).rejects.toMatchObject({
      status: 401,
    });
    clients.fault.value = null;
    expect(clients.onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('gives up after the timeout', async () => {
    const slow = clientsFor(sandbox(), await signIn(sandbox()), 300);
    slow.fault.value = 'latency=3000';
    await expect(createNotificationsAdapter(slow.http).list()).rejects.toMatchObject({
      kind: 'timeout',
    });
  });
});
