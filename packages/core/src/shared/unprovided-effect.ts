import type { ClubError } from './club-error.ts';

/**
 * The default of an effect a machine declares in `setup({ actors })` and a flow supplies with
 * `machine.provide({ actors })` (the machine itself holds no port). Run without one, the
 * effect fails at once with a message naming it, so that a missing `.provide` is plain.
 */
export function unprovidedEffect(name: string): () => Promise<never> {
  return () => {
    const error: ClubError = {
      kind: 'network',
      message: `O efeito "${name}" não foi fornecido pelo fluxo`,
    };
    return Promise.reject(error);
  };
}
