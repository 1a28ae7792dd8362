import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * An effect a machine declares in `setup({ actors })` for its type, whose real implementation
 * a flow supplies with `machine.provide({ actors })` (and a test, its fake). Run unprovided,
 * it fails loudly with the effect's name rather than doing nothing.
 */
export function unprovidedEffect<TOutput, TInput>(
  name: string,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The effect '${name}' was not provided to the machine`)),
  );
}
