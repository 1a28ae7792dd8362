import { readFileSync } from 'node:fs';
import { buildSchema, execute, parse, validate } from 'graphql';
import type { GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { GRAPHQL_CONTRACT_PATH } from '@clube/sandbox';

export const schema: GraphQLSchema = buildSchema(readFileSync(GRAPHQL_CONTRACT_PATH, 'utf8'));

/** Root fields of the contract, by operation type. */
export const CONTRACT_ROOT_FIELDS = {
  query: Object.keys(schema.getQueryType()?.getFields() ?? {}).sort(),
  mutation: Object.keys(schema.getMutationType()?.getFields() ?? {}).sort(),
};

/** Problems of a document against the contract schema (empty: valid). */
export function documentErrors(query: string): string[] {
  return validate(schema, parse(query)).map((error) => error.message);
}

/**
 * Problems of an answer's `data` against the schema: the document is executed on the answer
 * itself with the default resolvers, so a missing non-null field, a wrong type or an extra
 * field makes the re-executed data differ from the answer. Documents must not use aliases.
 */
export function dataErrors(
  query: string,
  data: unknown,
  variables?: Record<string, unknown>,
): string[] {
  const document = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  const result = execute({
    schema,
    document,
    rootValue: data,
    ...(variables ? { variableValues: variables } : {}),
  }) as { errors?: readonly { message: string }[]; data?: unknown };
  const problems = (result.errors ?? []).map(
    (e) => `${operation?.operation ?? 'query'}: ${e.message}`,
  );
  if (JSON.stringify(result.data) !== JSON.stringify(data)) {
    problems.push(
      `the answer does not have the schema's shape: ${JSON.stringify(data).slice(0, 300)}`,
    );
  }
  return problems;
}

/** Root field names a document selects. */
export function rootFieldsOf(query: string): { type: 'query' | 'mutation'; name: string }[] {
  return parse(query).definitions.flatMap((definition) =>
    definition.kind === 'OperationDefinition'
      ? definition.selectionSet.selections.flatMap((selection) =>
          selection.kind === 'Field'
            ? [
                {
                  type:
                    definition.operation === 'mutation'
                      ? ('mutation' as const)
                      : ('query' as const),
                  name: selection.name.value,
                },
              ]
            : [],
        )
      : [],
  );
}
