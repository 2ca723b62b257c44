import { buildSchema, type GraphQLObjectType } from 'graphql';
import { typeDefs } from '../graphql/schema.graphql.js';
import { ACCESS_TABLE } from './access-table.js';
import { declaredResolverOperations, declaredRestOperations } from '../app/declared-operations.js';

const restOperations = declaredRestOperations;
const resolverMethods = declaredResolverOperations;
const declared = (op: { rule: unknown }): boolean => op.rule !== undefined;

describe('access: every operation declares what it needs', () => {
  it('finds the operations it checks (REST routes and GraphQL fields)', () => {
    const rest = restOperations().map((op) => op.key);
    expect(rest).toEqual(
      expect.arrayContaining([
        'GET /healthz',
        'GET /api/users/me',
        'POST /api/organizations/:organizationId/answers/:questionId/commands',
        'PUT /api/backoffice/organizations/:organizationId/plan',
      ]),
    );
    expect(resolverMethods().map((op) => op.key)).toEqual(
      expect.arrayContaining(['Query.me', 'Mutation.answerCommand']),
    );
  });

  it('every REST route has an access rule (decorator or ACCESS_TABLE)', () => {
    const undeclared = restOperations()
      .filter((op) => !declared(op))
      .map((op) => op.key);
    expect(undeclared).toEqual([]);
  });

  it('every Query and Mutation field of the schema has a resolver with an access rule', () => {
    const schema = buildSchema(typeDefs);
    const fields = [schema.getQueryType(), schema.getMutationType()]
      .filter((t): t is GraphQLObjectType => t != null)
      .flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`));
    const resolvers = new Map(resolverMethods().map((op) => [op.key, op]));
    const undeclared = fields.filter((key) => {
      const op = resolvers.get(key);
      return op === undefined ? !(key in ACCESS_TABLE) : !declared(op);
    });
    expect(undeclared).toEqual([]);
  });

  it('ACCESS_TABLE names no operation that does not exist (a renamed route would lose its rule)', () => {
    const schema = buildSchema(typeDefs);
    const fields = new Set(
      [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
        Object.keys(type?.getFields() ?? {}).map((field) => `${type?.name}.${field}`),
      ),
    );
    const routes = new Set(restOperations().map((op) => op.key));
    const stale = Object.keys(ACCESS_TABLE).filter((key) => !fields.has(key) && !routes.has(key));
    expect(stale).toEqual([]);
  });
});
