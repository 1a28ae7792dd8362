import { activateFromAddress, readStoredCredentials } from '@clube/core/navigation';
import { createMemoryStorage } from '@clube/core/shared';
import { describe, expect, it } from 'vitest';
import { jwtDecoder } from '../auth/jwt-decoder.ts';
import { createHttpClient } from '../http/http-client.ts';
import { clientsFor, signIn } from '../test/clients.ts';
import { recordingFetch } from '../test/recording-fetch.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createActivationAdapter } from './activation.adapter.ts';

const sandbox = useSandbox();
const activation = () => createActivationAdapter(clientsFor(sandbox(), null).http);

describe('REST activation against the sandbox', () => {
  it('starts activate=true by looking the token’s member up with GET user/check', async () => {
    const token = await signIn(sandbox());
    const recorder = recordingFetch();
    const http = createHttpClient({
      baseUrl: sandbox().url,
      getToken: () => null,
      fetch: recorder.fetch,
    });
    const storage = createMemoryStorage();
    const stored = await activateFromAddress(
      { activation: createActivationAdapter(http), tokenDecoder: jwtDecoder, storage },
      token,
    );
    const { document } = sandbox().demo.member;
    expect(recorder.requests.map((request) => [request.method, request.path])).toEqual([
      ['GET', '/clube/v1/user/check'],
    ]);
    expect(stored).toEqual({ document, activate: true, api: true });
    expect(readStoredCredentials(storage)).toEqual(stored);
  });

  it('looks a member up and checks and verifies a document', async () => {
    // Only what the start-up needs: anyone may ask, so no name or account state.
    expect(await activation().userByDocument('11144477735')).toEqual({
      document: '11144477735',
      company: 'clube-demo',
    });
    await expect(activation().check({ document: '11144477735' })).resolves.toMatchObject({
      document: '11144477735',
      name: 'Carlos',
      last_name: 'Pereira',
    });
    expect(await activation().verify({ document: '11144477735' })).toMatchObject({
      companies: [expect.objectContaining({ slug: 'clube-demo' })],
    });
  });

  it('keeps the catalogue codes of a refusal (SPEC §8)', async () => {
    await expect(activation().check({ document: '98765432100' })).rejects.toMatchObject({
      kind: 'server',
      status: 409,
      code: 3,
    });
    await expect(activation().check({ document: '12345678909' })).rejects.toMatchObject({
      status: 403,
      code: 4,
    });
  });

  it('activates with a password, and without one, answering a token', async () => {
    const token = await activation().activate({
      document: '11144477735',
      password: 'nova-senha',
      'interests[0]': 'gastronomia',
    });
    expect(token.split('.')).toHaveLength(3);
    const other = await activation().activateAuthenticate({ document: '24681357928' });
    expect(other.split('.')).toHaveLength(3);
  });

  it('accepts an invitation and refuses an expired one', async () => {
    const token = await activation().acceptInvite('convite-clube-demo', {
      document: '15350946056',
      name: 'Lia',
      email: 'lia@example.com',
      password: 'segredo1',
    });
    expect(token.split('.')).toHaveLength(3);
    await expect(
      activation().acceptInvite('convite-expirado', { document: '15350946056' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    const clients = clientsFor(sandbox(), null);
    await expectFaultsTyped(clients.fault, () =>
      createActivationAdapter(clients.http).verify({ document: '11144477735' }),
    );
  });
});
