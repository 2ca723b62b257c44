import 'reflect-metadata';
import { METHOD_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod, type Type } from '@nestjs/common';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { ApiModule, type ApiModuleOptions } from '../app/api.module.js';
import { apiConfigFromEnv } from '../config/api-config.js';
import { typeDefs } from '../graphql/schema.graphql.js';
import { ACCESS_METADATA } from './access-rule.js';
import { ACCESS_TABLE } from './access-table.js';
import { routeKey } from './module-access.guard.js';

const RESOLVER_NAME = 'graphql:resolver_name';
const RESOLVER_TYPE = 'graphql:resolver_type';

// ApiModule.with only assembles the module's metadata (the GraphQL options read the configuration): nothing here
// is called.
const apiModule = ApiModule.with({ config: apiConfigFromEnv({}, { webDistDir: null }) } as ApiModuleOptions);
const methodsOf = (cls: Type): [string, object][] =>
  Object.entries(Object.getOwnPropertyDescriptors(cls.prototype))
    .filter(([name, d]) => name !== 'constructor' && typeof d.value === 'function')
    .map(([name, d]) => [name, d.value as object]);
const declared = (handler: object, key: string): boolean =>
  Reflect.getMetadata(ACCESS_METADATA, handler) !== undefined || key in ACCESS_TABLE;

/** Every REST route of every controller, as the guard names it. */
function restOperations(): { key: string; handler: object }[] {
  return (apiModule.controllers ?? []).flatMap((controller) =>
    methodsOf(controller)
      .filter(([, handler]) => Reflect.getMetadata(METHOD_METADATA, handler) !== undefined)
      .map(([, handler]) => {
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        return { key: routeKey(method, controller, handler), handler };
      }),
  );
}

/** Every resolver method bound to a Query or Mutation field. */
function resolverMethods(): { key: string; handler: object }[] {
  const classes = (apiModule.providers ?? []).filter((p): p is Type => typeof p === 'function');
  return classes.flatMap((cls) =>
    methodsOf(cls)
      .filter(([, handler]) => Reflect.getMetadata(RESOLVER_NAME, handler) !== undefined)
      .map(([, handler]) => ({
        key: `${String(Reflect.getMetadata(RESOLVER_TYPE, handler))}.${String(Reflect.getMetadata(RESOLVER_NAME, handler))}`,
        handler,
      })),
  );
}

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
      .filter((op) => !declared(op.handler, op.key))
      .map((op) => op.key);
    expect(undeclared).toEqual([]);
  });

  it('every Query and Mutation field of the schema has a resolver with an access rule', () => {
    const schema = buildSchema(typeDefs);
    const fields = [schema.getQueryType(), schema.getMutationType()]
      .filter((t): t is GraphQLObjectType => t != null)
      .flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`));
    const resolvers = new Map(resolverMethods().map((op) => [op.key, op.handler]));
    const undeclared = fields.filter((key) => {
      const handler = resolvers.get(key);
      return handler === undefined ? !(key in ACCESS_TABLE) : !declared(handler, key);
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
