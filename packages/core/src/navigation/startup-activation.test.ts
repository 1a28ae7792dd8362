import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { ActivationPort } from '../activation/activation.port.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/index.ts';
import { readStoredCredentials } from '../auth/generic-app.rules.ts';
import { activateFromAddress } from './startup-activation.ts';

async function tokenAndPorts() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const answer = await ports.auth.login({
    document: DEMO_MEMBER.document,
    password: DEMO_MEMBER.password,
  });
  if (answer.kind !== 'token') throw new Error('no token');
  return { token: answer.token, ports };
}

describe('start-up with activate=true', () => {
  it('looks the member up by document (user/check) and stores what the API answers', async () => {
    const { token, ports } = await tokenAndPorts();
    const asked: string[] = [];
    const activation: ActivationPort = {
      ...ports.activation!,
      // The API answers the document as it keeps it.
      userByDocument: (document) => {
        asked.push(document);
        return Promise.resolve({ document: '529.982.247-25', name: 'Marina' });
      },
    };
    const stored = await activateFromAddress({ ...ports, activation }, token);
    expect(asked).toEqual([DEMO_MEMBER.document]);
    expect(stored).toEqual({ document: '529.982.247-25', activate: true, api: true });
    expect(readStoredCredentials(ports.storage)).toEqual(stored);
  });

  it('stores nothing when the lookup fails or answers no document', async () => {
    const { token, ports } = await tokenAndPorts();
    ports.failNext('activation.userByDocument', {
      kind: 'server',
      status: 404,
      message: 'Usuário não encontrado',
      code: 2,
    });
    const activation = ports.activation!;
    expect(await activateFromAddress({ ...ports, activation }, token)).toBeNull();
    expect(ports.recordings.calls).toContain('activation.userByDocument');
    const empty: ActivationPort = { ...activation, userByDocument: () => Promise.resolve({}) };
    expect(await activateFromAddress({ ...ports, activation: empty }, token)).toBeNull();
    expect(readStoredCredentials(ports.storage)).toBeNull();
  });

  it('asks nothing for a token that is not the club’s', async () => {
    const { ports } = await tokenAndPorts();
    const activation = ports.activation!;
    expect(await activateFromAddress({ ...ports, activation }, 'not-a-token')).toBeNull();
    expect(ports.recordings.calls).not.toContain('activation.userByDocument');
  });
});
