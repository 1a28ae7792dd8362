import { describe, expect, it } from 'vitest';
import { useContractClient } from './support/client.ts';
import { OPERATIONS_WITH_BODY } from './support/openapi.ts';

// Every operation that reads a body refuses one it cannot read, as the contract documents:
// 400 for malformed JSON or JSON that is not an object, 413 over 1 MB. The client checks each
// answer against the contract's response for its status.
const { rest, login } = useContractClient();

/** A concrete path for a template: ids and tokens of the demo company's seed. */
function pathOf(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name === 'endpoint'
      ? 'cashback'
      : name === 'inviteToken'
        ? 'convite-clube-demo'
        : name === 'cep'
          ? '01001000'
          : '1',
  );
}

describe('unreadable bodies', () => {
  it('lists the operations that take a body', () => {
    expect(OPERATIONS_WITH_BODY.length).toBeGreaterThanOrEqual(15);
    expect(OPERATIONS_WITH_BODY).toEqual(
      expect.arrayContaining(['POST /login', 'PATCH /user', 'POST /{endpoint}/withdraw']),
    );
  });

  it.each(OPERATIONS_WITH_BODY)('%s: 400 for malformed JSON and for a JSON array', async (op) => {
    const [method, template] = op.split(' ') as [string, string];
    const token = await login();
    for (const raw of ['{"document": "529', '["a"]']) {
      const answer = await rest(method, pathOf(template), { token, raw });
      expect(answer.status, raw).toBe(400);
      expect(answer.body.errors[0].message).toMatch(/^Corpo da requisição inválido/);
    }
  });

  it.each(OPERATIONS_WITH_BODY)('%s: 413 over 1 MB', async (op) => {
    const [method, template] = op.split(' ') as [string, string];
    const raw = JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 1) });
    const answer = await rest(method, pathOf(template), { raw });
    expect(answer.status).toBe(413);
    expect(answer.body.errors[0].message).toBe('Corpo da requisição grande demais (máximo 1 MB)');
  });
});
