import {
  type GraphQLOutputType,
  type GraphQLSchema,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import type { z } from 'zod';
import {
  type ContractScalar,
  type ContractType,
  graphqlTypeOf,
  type GraphqlTypeRef,
} from './zod-to-graphql.js';

/**
 * Where a schema's object type and the contract's zod schema of the same view disagree: a field one has and the
 * other not, or a field whose GraphQL type is not what the contract's type becomes (nullability, list, scalar).
 * Reads the schema as built (from the published SDL or by the server), not the generator's text.
 */
export function contractDisagreements(
  schema: GraphQLSchema,
  contract: ContractType,
  scalars: readonly ContractScalar[],
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();

  const compare = (object: z.ZodObject, typeName: string): void => {
    if (seen.has(typeName)) return;
    seen.add(typeName);
    const type = schema.getType(typeName);
    if (!isObjectType(type)) {
      problems.push(`${typeName}: not an object type of the schema`);
      return;
    }
    const graphFields = type.getFields();
    const contractFields = object.shape as Record<string, z.ZodType>;
    for (const [field, fieldSchema] of Object.entries(contractFields)) {
      const where = `${typeName}.${field}`;
      const graphField = graphFields[field];
      if (!graphField) {
        problems.push(`${where}: in the contract, not in the schema`);
        continue;
      }
      let expected: GraphqlTypeRef;
      try {
        expected = graphqlTypeOf(fieldSchema, scalars, where);
      } catch (error) {
        problems.push((error as Error).message);
        continue;
      }
      matchType(expected, graphField.type, where);
    }
    for (const field of Object.keys(graphFields)) {
      if (!(field in contractFields))
        problems.push(`${typeName}.${field}: in the schema, not in the contract`);
    }
  };

  const matchType = (expected: GraphqlTypeRef, actual: GraphQLOutputType, where: string): void => {
    if (expected.nullable === isNonNullType(actual)) {
      const [contract, served] = expected.nullable ? ['nullable', 'non-null'] : ['non-null', 'nullable'];
      problems.push(`${where}: ${contract} in the contract, ${served} in the schema`);
    }
    const inner = isNonNullType(actual) ? actual.ofType : actual;
    if (expected.list) {
      if (!isListType(inner))
        problems.push(`${where}: a list in the contract, ${String(inner)} in the schema`);
      else matchType(expected.list, inner.ofType, `${where}[]`);
    } else if (expected.object) {
      if (!isObjectType(inner))
        problems.push(`${where}: an object in the contract, ${String(inner)} in the schema`);
      else compare(expected.object, inner.name);
    } else if (!isScalarType(inner) || inner.name !== expected.named) {
      problems.push(`${where}: ${expected.named} in the contract, ${String(inner)} in the schema`);
    }
  };

  compare(contract.schema as z.ZodObject, contract.name);
  return problems;
}
