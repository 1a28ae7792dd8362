import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export const OPENAPI_PATH = fileURLToPath(
  new URL('../../../packages/adapters/contracts/club.openapi.yaml', import.meta.url),
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}

interface Document {
  paths: Record<string, Record<string, Operation | Json>>;
}

const METHODS = ['get', 'post', 'patch', 'put', 'delete'];

/** Replaces every internal `$ref` with its target (the contract has no cycles). */
function dereference(node: Json, root: Json): Json {
  if (Array.isArray(node)) return node.map((item) => dereference(item, root));
  if (node === null || typeof node !== 'object') return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>(
        (value, key) =>
          (value as Record<string, Json>)[key.replace(/~1/g, '/').replace(/~0/g, '~')]!,
        root,
      );
    return dereference(target, root);
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, dereference(value, root)]),
  );
}

export const openapi = dereference(
  parse(readFileSync(OPENAPI_PATH, 'utf8')) as Json,
  parse(readFileSync(OPENAPI_PATH, 'utf8')) as Json,
) as unknown as Document;

/** `METHOD /path` of every operation in the contract. */
export const CONTRACT_OPERATIONS: string[] = Object.entries(openapi.paths)
  .flatMap(([path, item]) =>
    METHODS.filter((m) => m in item).map((m) => `${m.toUpperCase()} ${path}`),
  )
  .sort();

/** `METHOD /path` of every operation that takes a request body. */
export const OPERATIONS_WITH_BODY: string[] = Object.entries(openapi.paths)
  .flatMap(([path, item]) =>
    METHODS.filter((m) => {
      const operation = item[m];
      return operation !== null && typeof operation === 'object' && 'requestBody' in operation;
    }).map((m) => `${m.toUpperCase()} ${path}`),
  )
  .sort();

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** The contract's path template that a concrete path matches, e.g. /campaign/{id}/event. */
export function templateOf(method: string, path: string): string | undefined {
  const candidates = Object.keys(openapi.paths).filter((template) => {
    if (!(method.toLowerCase() in openapi.paths[template]!)) return false;
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
  // A fixed segment beats a parameter: /notification/check before /notification/{id}.
  return candidates.sort(
    (a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0),
  )[0];
}

/** Validation errors of a response body against the contract (empty: valid). */
export function responseErrors(
  method: string,
  template: string,
  status: number,
  body: unknown,
): string[] {
  const operation = openapi.paths[template]?.[method.toLowerCase()] as Operation | undefined;
  if (!operation) return [`${method} ${template} is not in the contract`];
  const response = operation.responses[String(status)];
  if (!response) return [`${method} ${template} has no ${status} response in the contract`];
  const schema = response.content?.['application/json']?.schema;
  if (schema === undefined) return [];
  const key = `${method} ${template} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema as object);
    validators.set(key, validate);
  }
  return validate(body)
    ? []
    : (validate.errors ?? []).map((e) => `${key}: ${e.instancePath || '/'} ${e.message ?? ''}`);
}
