import { beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, signIn, type TestClients } from '../test/clients.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createSupportAdapter } from './support.adapter.ts';

const sandbox = useSandbox();
let clients: TestClients;

beforeAll(async () => {
  clients = clientsFor(sandbox(), await signIn(sandbox()));
});

describe('REST support against the sandbox', () => {
  it('sends a request and refuses one without a message', async () => {
    const support = createSupportAdapter(clients.http);
    await expect(
      support.send({ subject: 'Cupom', message: 'Não funcionou' }),
    ).resolves.toBeUndefined();
    await expect(support.send({ subject: 'Cupom' })).rejects.toMatchObject({ status: 422 });
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    await expectFaultsTyped(clients.fault, () =>
      createSupportAdapter(clients.http).send({ subject: 'a', message: 'b' }),
    );
  });
});
