import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';
import type { ClubError } from './club-error.ts';

/**
 * The stand-in for an effect a machine declares and a flow supplies with
 * `machine.provide({ actors })`: a machine started without it fails that step with a
 * ClubError naming the effect, as a missing port does.
 */
export function unprovided<TOutput, TInput = NonReducibleUnknown>(
  name: string,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject({
      kind: 'network',
      message: `Efeito '${name}' não fornecido`,
    } satisfies ClubError),
  );
}
