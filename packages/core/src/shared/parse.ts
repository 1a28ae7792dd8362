import type * as z from 'zod/mini';
import type { ClubError } from './club-error.ts';

/**
 * Parses an answer from the network with an entity schema. A mismatch is not an exception
 * from deep inside a screen but a `malformed` ClubError the caller can show.
 */
export function parseAnswer<Schema extends z.ZodMiniType>(
  schema: Schema,
  value: unknown,
  what: string,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const error: ClubError = {
    kind: 'malformed',
    message: `Resposta inesperada do servidor (${what})`,
    issues: result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    ),
  };
  throw error;
}
