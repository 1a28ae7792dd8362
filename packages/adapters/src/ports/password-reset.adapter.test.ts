import { describe, expect, it } from 'vitest';
import { clientsFor } from '../test/clients.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createPasswordResetAdapter } from './password-reset.adapter.ts';

const sandbox = useSandbox();
const reset = () => createPasswordResetAdapter(clientsFor(sandbox(), null).http);

describe('REST password reset against the sandbox', () => {
  it('asks for a reset, checks tokens and sets a new password once', async () => {
    await reset().request({ document: sandbox().demo.member.document });
    await expect(reset().request({ document: '00000000191' })).rejects.toMatchObject({
      status: 404,
      code: 2,
    });
    expect(await reset().checkToken('reset-valido-demo')).toBe(true);
    expect(await reset().checkToken('reset-expirado-demo')).toBe(false);
    // password_confirmation (core) travels as confirm_password (contract).
    await reset().reset('reset-valido-demo', {
      password: 'outra-senha',
      password_confirmation: 'outra-senha',
    });
    await expect(
      reset().reset('reset-valido-demo', {
        password: 'outra-senha',
        password_confirmation: 'outra-senha',
      }),
    ).rejects.toMatchObject({ status: 422, message: 'Token inválido ou expirado' });
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    const clients = clientsFor(sandbox(), null);
    await expectFaultsTyped(clients.fault, () =>
      createPasswordResetAdapter(clients.http).checkToken('reset-valido-demo'),
    );
  });
});
