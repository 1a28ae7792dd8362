import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
} from 'graphql';
import type { GraphQLField, GraphQLInputType } from 'graphql';
import { GRAPHQL_CONTRACT_PATH } from '../graphql/schema.ts';
import { SERVED_ROOT_FIELDS } from '../graphql/resolvers.ts';
import { REST_ROUTES } from '../rest/routes.ts';

/** GraphQL root fields anyone may ask (the sign-in screen's config and categories). */
export const PUBLIC_GRAPHQL_FIELDS = new Set(['publicConfig', 'publicCategories']);

export interface PrivateRestOperation {
  name: string;
  method: string;
  /** With a placeholder for every path parameter. */
  path: string;
}

export interface PrivateGraphqlOperation {
  name: string;
  /** The field alone, with a placeholder for every required argument. */
  query: string;
}

/** Every REST operation that needs a member, with `1` for each path parameter. */
export function privateRestOperations(): PrivateRestOperation[] {
  return REST_ROUTES.filter((route) => route.auth).map((route) => ({
    name: `${route.method.toUpperCase()} ${route.path}`,
    method: route.method.toUpperCase(),
    path: route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'endpoint' ? 'cashback' : '1',
    ),
  }));
}

function placeholder(type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${placeholder(field.type)}`).join(', ')} }`;
  }
  switch (named.name) {
    case 'Int':
    case 'Float':
      return '1';
    case 'Boolean':
      return 'true';
    default:
      return '"1"';
  }
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args
    .filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)
    .map((arg) => `${arg.name}: ${placeholder(arg.type)}`);
  const call = args.length > 0 ? `${field.name}(${args.join(', ')})` : field.name;
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} { ${call}${selection} }`;
}

/** Every GraphQL query and mutation served that needs a member, as a runnable operation. */
export function privateGraphqlOperations(): PrivateGraphqlOperation[] {
  const schema = buildSchema(readFileSync(GRAPHQL_CONTRACT_PATH, 'utf8'));
  const roots = { query: schema.getQueryType()!, mutation: schema.getMutationType()! };
  return (['query', 'mutation'] as const).flatMap((kind) =>
    SERVED_ROOT_FIELDS[kind]
      .filter((name) => !PUBLIC_GRAPHQL_FIELDS.has(name))
      .map((name) => ({
        name: `${kind} ${name}`,
        query: operationOf(kind, roots[kind].getFields()[name]!),
      })),
  );
}
