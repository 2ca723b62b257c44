import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

export const JSON_SCALAR_DESCRIPTION =
  'Any JSON value: the question catalogue, the short report, answer commands (checked by their contracts).';

/**
 * Any JSON value: commands whose shape the contracts check (answerCommand's command), the question catalogue, the
 * short report. GraphQL only carries it; validation happens where the value is used. The description is the one
 * of `scalar JSON` in schema.graphql.ts (the server's schema takes this one).
 */
export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: JSON_SCALAR_DESCRIPTION,
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
