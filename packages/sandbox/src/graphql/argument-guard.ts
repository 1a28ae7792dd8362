import { assertCleanInput } from '../input/hostile-text.ts';

type Resolver = (parent: never, args: never, context: never, info: never) => unknown;

/**
 * The same resolvers, each refusing (InputRejected, 400) arguments that carry a NUL byte or a
 * lone surrogate, whether they came as variables or as literals in the document.
 */
export function guardArguments<T extends Record<string, Resolver>>(resolvers: T): T {
  return Object.fromEntries(
    Object.entries(resolvers).map(([name, resolve]) => [
      name,
      (parent: never, args: never, context: never, info: never) => {
        assertCleanInput(args);
        return resolve(parent, args, context, info);
      },
    ]),
  ) as T;
}
