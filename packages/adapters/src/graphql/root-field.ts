/** One root field of a GraphQL `data` object, or undefined (which the schema then rejects). */
export function rootField(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null
    ? (data as Record<string, unknown>)[name]
    : undefined;
}
