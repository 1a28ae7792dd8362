import { pageSchema, type Page } from '@clube/core/paging';
import { parseAnswer } from '@clube/core/shared';
import { type ClubError } from '@clube/core';
import type * as z from 'zod/mini';

function malformed(what: string, issue: string): ClubError {
  return {
    kind: 'malformed',
    message: `Resposta inesperada do servidor (${what})`,
    issues: [issue],
  };
}

/** `body.data`, or a malformed error when the body is not an object. */
export function dataOf(body: unknown, what: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw malformed(what, '(root): expected an object');
  }
  return (body as { data?: unknown }).data;
}

/** A field of an object answer, or a malformed error. */
export function fieldOf(body: unknown, field: string, what: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw malformed(what, '(root): expected an object');
  }
  return (body as Record<string, unknown>)[field];
}

/** A boolean answer; anything else is malformed (truthiness would hide a broken contract). */
export function booleanOf(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw malformed(what, `(root): expected a boolean`);
  return value;
}

/**
 * A "data truthy" answer (SPEC §7: notification/check, remember/check): the provider's own
 * rule is truthiness, so 1, 'true' or an object count as yes and 0, '' or null as no.
 */
export function truthyOf(value: unknown): boolean {
  return Boolean(value);
}

/** A list whose items are parsed one by one with an entity schema. */
export function listOfAnswer<Schema extends z.ZodMiniType>(
  schema: Schema,
  value: unknown,
  what: string,
): z.output<Schema>[] {
  if (!Array.isArray(value)) throw malformed(what, '(root): expected an array');
  return value.map((item, index) => parseAnswer(schema, item, `${what}[${index}]`));
}

interface RawPaging {
  data?: unknown;
  to?: unknown;
  from?: unknown;
  total?: unknown;
  per_page?: unknown;
  current_page?: unknown;
}

/**
 * A page as the core wants it (`{ data, pagination }`). GraphQL pages carry the paging fields
 * beside `data`; REST pages carry them in `meta`.
 */
export function pageOf<Schema extends z.ZodMiniType>(
  item: Schema,
  raw: unknown,
  what: string,
): Page<z.output<Schema>> {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as RawPaging & {
    meta?: RawPaging;
  };
  const paging = source.meta ?? source;
  const page = {
    data: source.data,
    pagination: {
      to: paging.to,
      from: paging.from,
      total: paging.total,
      per_page: paging.per_page,
      current_page: paging.current_page,
    },
  };
  return parseAnswer(pageSchema(item), page, what) as Page<z.output<Schema>>;
}

/** A value the server may answer null for ("not found" in GraphQL), as a 404 error. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) {
    const error: ClubError = { kind: 'server', status: 404, message };
    throw error;
  }
  return value;
}
