import type { paths } from '../generated/openapi.ts';

/** A path of the contract, e.g. `'/notification/{id}'`. */
export type ApiPath = keyof paths;

type Operation<P extends ApiPath, M extends keyof paths[P]> = paths[P][M];

/** The JSON request body of an operation, as the contract declares it. */
export type JsonBody<P extends ApiPath, M extends keyof paths[P]> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : never;

/** The multipart form of an operation, as the contract declares it. */
export type FormBody<P extends ApiPath, M extends keyof paths[P]> =
  Operation<P, M> extends { requestBody?: { content: { 'multipart/form-data': infer Body } } }
    ? Body
    : never;

/** The query parameters of an operation. */
export type QueryParams<P extends ApiPath, M extends keyof paths[P]> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** The path parameters of an operation. */
export type PathParams<P extends ApiPath, M extends keyof paths[P]> =
  Operation<P, M> extends { parameters: { path: infer Params } } ? Params : never;

/**
 * A contract path with its parameters filled in, relative to `/clube/v1/`. The template must
 * be one of the contract's paths, so a renamed endpoint fails the type check.
 */
export function apiPath<P extends ApiPath>(
  template: P,
  params: Record<string, string | number> = {},
): string {
  return String(template)
    .replace(/\{(\w+)\}/g, (_match, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`missing path parameter ${name}`);
      return encodeURIComponent(String(value));
    })
    .replace(/^\/+/, '');
}

/** Query parameters without the absent ones (ky would send `undefined` as text). */
export function definedParams(
  params: Record<string, string | number | boolean | null | undefined>,
): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') result[key] = value;
  }
  return result;
}
