import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/**
 * Any JSON value: commands whose shape the contracts check (answerCommand's command), row cells, the question
 * catalogue. GraphQL only carries it; validation happens where the value is used.
 */
export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
