import { expect } from 'vitest';

/** The faults every adapter must turn into a typed ClubError. */
export async function expectFaultsTyped(
  fault: { value: string | null },
  call: () => Promise<unknown>,
): Promise<void> {
  const cases: [string, object][] = [
    ['status=500', { kind: 'server', status: 500, message: 'Erro interno simulado' }],
    ['status=422', { kind: 'server', status: 422, message: 'Dados inválidos (falha simulada)' }],
    ['drop', { kind: 'network' }],
    ['malformed', { kind: 'malformed' }],
  ];
  try {
    for (const [header, error] of cases) {
      fault.value = header;
      await expect(call(), header).rejects.toMatchObject(error);
    }
  } finally {
    fault.value = null;
  }
}
