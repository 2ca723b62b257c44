import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { registeredRoutes } from '../../apps/api/src/app/route-registry.js';

/**
 * Every HTTP operation the running app answers, from the routes its Fastify instance registered
 * (apps/api/src/app/route-registry.ts): `GET /api/questions` for a route; a route of several methods lists them
 * (`GET|POST|OPTIONS /graphql`, the GraphQL transport), and one of every method reads `ALL` (`ALL /oidc/*`, the
 * embedded provider's mount). Fastify's automatic HEAD routes are not operations of their own.
 */
export function restOperations(app: NestFastifyApplication): string[] {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const every = fastify.supportedMethods.length;
  const found = new Set<string>();
  for (const { method, url } of registeredRoutes(fastify)) {
    const methods = typeof method === 'string' ? [method] : method;
    found.add(`${methods.length >= every ? 'ALL' : methods.join('|')} ${url}`);
  }
  return [...found].sort();
}

export interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
export interface IntrospectedField {
  name: string;
  args: { name: string; type: TypeRef }[];
  type: TypeRef;
}
export interface IntrospectedType {
  kind: string;
  name: string;
  fields: IntrospectedField[] | null;
  inputFields?: { name: string; type: TypeRef }[] | null;
}
export interface IntrospectedSchema {
  queryType: { name: string } | null;
  mutationType: { name: string } | null;
  subscriptionType: { name: string } | null;
  types: IntrospectedType[];
}

const TYPE_REF =
  'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
export const INTROSPECTION = `{ __schema {
  queryType { name } mutationType { name } subscriptionType { name }
  types { kind name fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } }
    inputFields { name type { ${TYPE_REF} } } }
} }`;

/** `Query.me`, `Mutation.answerCommand`, … : every root field of the served schema. */
export function graphqlOperations(schema: IntrospectedSchema): string[] {
  const roots = [
    ['Query', schema.queryType],
    ['Mutation', schema.mutationType],
    ['Subscription', schema.subscriptionType],
  ] as const;
  return roots.flatMap(([label, root]) =>
    root ? (typeOf(schema, root.name).fields ?? []).map((f) => `${label}.${f.name}`) : [],
  );
}

export function typeOf(schema: IntrospectedSchema, name: string): IntrospectedType {
  const type = schema.types.find((t) => t.name === name);
  if (!type) throw new Error(`type ${name} not in the schema`);
  return type;
}

export function rootFieldOf(schema: IntrospectedSchema, operation: string): IntrospectedField {
  const [label, name] = operation.split('.') as [string, string];
  const root = label === 'Query' ? schema.queryType : label === 'Mutation' ? schema.mutationType : null;
  const field = root && typeOf(schema, root.name).fields?.find((f) => f.name === name);
  if (!field) throw new Error(`${operation} not in the schema`);
  return field;
}

const namedOf = (ref: TypeRef): TypeRef => (ref.ofType ? namedOf(ref.ofType) : ref);

export const typeText = (ref: TypeRef): string =>
  ref.kind === 'NON_NULL'
    ? `${typeText(ref.ofType!)}!`
    : ref.kind === 'LIST'
      ? `[${typeText(ref.ofType!)}]`
      : ref.name!;

/**
 * Every field the answer can hold, nested (fields that need arguments left out): the whole answer is scanned,
 * and a field added later is selected without anyone touching this suite.
 */
export function fullSelection(schema: IntrospectedSchema, ref: TypeRef, depth = 0): string {
  const named = namedOf(ref);
  if (named.kind !== 'OBJECT' && named.kind !== 'INTERFACE') return '';
  if (depth > 6) return '{ __typename }';
  const fields = (typeOf(schema, named.name!).fields ?? []).filter((f) =>
    f.args.every((a) => a.type.kind !== 'NON_NULL'),
  );
  return `{ __typename ${fields.map((f) => `${f.name} ${fullSelection(schema, f.type, depth + 1)}`).join(' ')} }`;
}

/** The document of one root field called with the given arguments as variables. */
export function documentOf(
  schema: IntrospectedSchema,
  operation: string,
  args: Record<string, unknown>,
): string {
  const field = rootFieldOf(schema, operation);
  const given = field.args.filter((a) => a.name in args);
  const variables = given.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
  const passed = given.map((a) => `${a.name}: $${a.name}`).join(', ');
  const keyword = operation.startsWith('Mutation.') ? 'mutation' : 'query';
  return `${keyword} Isolation${variables ? `(${variables})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${fullSelection(schema, field.type)} }`;
}
