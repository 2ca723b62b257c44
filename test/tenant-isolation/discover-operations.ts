import type { NestExpressApplication } from '@nestjs/platform-express';

/** One layer of an Express 5 router (package `router`): a route, a mounted router, or middleware. */
interface Layer {
  rawPath: string | RegExp | (string | RegExp)[];
  name: string;
  route?: { methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/**
 * Every HTTP operation the running app answers, from its router: `GET /api/questions` for a route, and
 * `USE /oidc` for middleware mounted on a path (it may answer requests itself, e.g. the embedded provider).
 * Middleware on `/` is the common chain (headers, CSRF, body, read-your-writes) and not an operation.
 */
export function restOperations(app: NestExpressApplication): string[] {
  const server = app.getHttpAdapter().getInstance() as unknown as { router: { stack: Layer[] } };
  const found = new Set<string>();
  walk(server.router.stack, '', found);
  return [...found].sort();
}

function walk(stack: Layer[], prefix: string, found: Set<string>): void {
  for (const layer of stack) {
    const paths = (Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath]).map(String);
    for (const path of paths) {
      const full = prefix + (path === '/' && prefix ? '' : path);
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          found.add(`${method === '_all' ? 'ALL' : method.toUpperCase()} ${full}`);
        }
      } else if (Array.isArray(layer.handle.stack)) {
        walk(layer.handle.stack, full, found);
      } else if (full !== '/' && full !== '') {
        found.add(`USE ${full}`);
      }
    }
  }
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
