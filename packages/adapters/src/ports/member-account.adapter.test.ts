import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../http/http-client.ts';
import { clientsFor, signIn, type TestClients } from '../test/clients.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createProfileAdapter } from './profile.adapter.ts';
import { createMemberAccountAdapter } from './member-account.adapter.ts';

const sandbox = useSandbox();
let clients: TestClients;

beforeAll(async () => {
  clients = clientsFor(sandbox(), await signIn(sandbox()));
});

describe('REST member account against the sandbox', () => {
  it('changes fields, clearing the empty ones, then the member reloads', async () => {
    const account = createMemberAccountAdapter(clients.http);
    await account.update({ city: 'Campinas', address_complement: '' });
    const user = await createProfileAdapter(clients.graphql).user();
    expect(user.city).toBe('Campinas');
    expect(user.address_complement).toBeNull();
  });

  it('tells whether an e-mail is free', async () => {
    const account = createMemberAccountAdapter(clients.http);
    const user = await createProfileAdapter(clients.graphql).user();
    expect(await account.checkEmail(user.email!)).toBe(false);
    expect(await account.checkEmail('ninguem-usa@example.com')).toBe(true);
  });

  it('changes the password with the current one, and refuses a wrong current one (code 1)', async () => {
    const account = createMemberAccountAdapter(clients.http);
    const { document, password } = sandbox().demo.member;
    await expect(
      account.changePassword({
        current_password: 'errada',
        password: 'nova-senha',
        confirm_password: 'nova-senha',
      }),
    ).rejects.toMatchObject({ kind: 'server', status: 422, code: 1 });
    await account.changePassword({
      current_password: password,
      password: 'nova-senha',
      confirm_password: 'nova-senha',
    });
    await expect(signIn(sandbox(), document, password)).rejects.toMatchObject({ code: 1 });
    await expect(signIn(sandbox(), document, 'nova-senha')).resolves.toEqual(expect.any(String));
    // Back to the seeded password, for whoever signs in next.
    await account.changePassword({
      current_password: 'nova-senha',
      password,
      confirm_password: password,
    });
  });

  it('answers 422 for an invalid change, with the response data, and logs it (SPEC §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failure: unknown = await createMemberAccountAdapter(clients.http)
        .update({ gender: 'X' })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ kind: 'server', status: 422 });
      const data = (failure as { data?: unknown }).data;
      expect(data).toMatchObject({ errors: expect.any(Array) });
      expect(log).toHaveBeenCalledWith('Error editing user profile', data);
    } finally {
      log.mockRestore();
    }
  });

  it('reads the status of the answer: a false one is a failure carrying the answer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = { status: false, message: 'Perfil não alterado' };
    const answering = (body: unknown): HttpClient => ({ request: () => Promise.resolve(body) });
    try {
      await expect(
        createMemberAccountAdapter(answering(refused)).update({ city: 'X' }),
      ).rejects.toEqual({
        kind: 'server',
        status: 200,
        message: 'Perfil não alterado',
        data: refused,
      });
      expect(log).toHaveBeenCalledWith('Error editing user profile', refused);
      await expect(
        createMemberAccountAdapter(
          answering({ status: true, message: 'ok', data: { updated: [] } }),
        ).update({ city: 'X' }),
      ).resolves.toBeUndefined();
    } finally {
      log.mockRestore();
    }
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    await expectFaultsTyped(clients.fault, () =>
      createMemberAccountAdapter(clients.http).checkEmail('a@example.com'),
    );
  });
});
