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

/** What a client can put in one operation's request: for the hostile-input fuzz suite. */
export interface OperationInputs {
  method: string;
  template: string;
  /** Operations with `security: []` need no token. */
  needsToken: boolean;
  pathParams: string[];
  queryParams: string[];
  /** Parameter values the contract lists (enum, default, examples), by name. */
  paramValues: Map<string, unknown[]>;
  /** Body fields by name, with the values the contract lists (enum, const, default, examples). */
  bodyFields: Map<string, unknown[]>;
  takesBody: boolean;
  /** The body media types the contract accepts. */
  bodyTypes: string[];
}

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  allOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
}

function collectFields(schema: SchemaNode | undefined, into: Map<string, unknown[]>): void {
  if (!schema) return;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const known = into.get(name) ?? [];
    known.push(
      ...(property.enum ?? []),
      ...('const' in property ? [property.const] : []),
      ...('default' in property ? [property.default] : []),
      ...(property.examples ?? []),
      ...('example' in property ? [property.example] : []),
    );
    into.set(name, known);
  }
  for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])])
    collectFields(part, into);
}

/** Every operation of the contract with its parameters and body fields. */
export const OPERATION_INPUTS: OperationInputs[] = Object.entries(openapi.paths).flatMap(
  ([template, item]) =>
    METHODS.filter((m) => m in item).map((method) => {
      const operation = item[method] as {
        security?: unknown[];
        parameters?: { name: string; in: string; schema?: SchemaNode }[];
        requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
      };
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const bodyFields = new Map<string, unknown[]>();
      for (const media of Object.values(content)) collectFields(media.schema, bodyFields);
      const paramValues = new Map<string, unknown[]>();
      collectFields(
        { properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])) },
        paramValues,
      );
      return {
        method: method.toUpperCase(),
        template,
        needsToken: !(Array.isArray(operation.security) && operation.security.length === 0),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        paramValues,
        bodyFields,
        takesBody: operation.requestBody !== undefined,
        bodyTypes: Object.keys(content),
      };
    }),
);
