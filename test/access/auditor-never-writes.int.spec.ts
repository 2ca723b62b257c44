import {
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from 'graphql';
import { userStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../api/api-harness.js';
import {
  graphqlOperations,
  type IntrospectedSchema,
  restOperations,
} from '../tenant-isolation/discover-operations.js';
import {
  declaredResolverOperations,
  declaredRestOperations,
} from '../../apps/api/src/app/declared-operations.js';
import { READ_ONLY_MESSAGE } from '../../apps/api/src/access/module-access.guard.js';
import { DEMO_ORGANIZATION_ID, demoAccountOf } from '../../apps/api/src/seed/demo-accounts.js';

const AUDITOR = demoAccountOf('auditor');
/** The only streams a self-service write of the auditor may append to: its own account's. */
const ownStreams = new Set([userStreamId(AUDITOR.userId)]);
const MEMBER = demoAccountOf('member');
const SOME_ID = '00000000-0000-4000-8000-0000000000aa';
/**
 * A value for each path parameter that reaches the write if nothing stopped it: the auditor's own company, a
 * colleague, a real section and month.
 */
const PARAMETERS: Record<string, string> = {
  organizationId: DEMO_ORGANIZATION_ID,
  userId: MEMBER.userId,
  questionId: 'vehicles',
  period: '2025-01',
};
const pathOf = (route: string) =>
  route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(PARAMETERS[name] ?? SOME_ID));

/** A value of the argument's type (the guard must refuse before the values matter; they only have to parse). */
function sampleOf(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleOf(type.ofType);
  if (isListType(type)) return [sampleOf(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sampleOf(f.type)]));
  }
  return (
    ({ Int: 1, Float: 1, Boolean: true, ID: SOME_ID, JSON: {} } as Record<string, unknown>)[type.name] ??
    '2025-01'
  );
}

describe('M3 auditor can write: every write refused to the read-only role', () => {
  let api: ApiHarness;
  let schema: GraphQLSchema;
  let introspected: IntrospectedSchema;

  beforeAll(async () => {
    api = await startApiHarness({ startProjector: false });
    api.actAs('auditor');
    const answer = await api.graphql<IntrospectionQuery>(getIntrospectionQuery());
    schema = buildClientSchema(answer.body.data!);
    introspected = answer.body.data!.__schema as unknown as IntrospectedSchema;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  /** Events appended by the call, as "stream: type". */
  async function appendedBy<T>(call: () => Promise<T>): Promise<{ answer: T; appended: string[] }> {
    const head = await api.store.headPosition();
    const answer = await call();
    const appended = (await api.store.readAll(head, 100)).map((e) => `${e.streamId}: ${e.type}`);
    return { answer, appended };
  }

  it('every GraphQL mutation answers 403 (read-only) and appends nothing; self-service ones touch only the auditor', async () => {
    const mutations = graphqlOperations(introspected).filter((op) => op.startsWith('Mutation.'));
    expect(mutations.length).toBeGreaterThan(5);
    const selfService = new Set(
      declaredResolverOperations()
        .filter((op) => op.rule?.selfService)
        .map((op) => op.key),
    );
    const problems: string[] = [];
    for (const operation of mutations) {
      const field = schema.getMutationType()!.getFields()[operation.slice('Mutation.'.length)]!;
      const variables = Object.fromEntries(field.args.map((a) => [a.name, sampleOf(a.type)]));
      const declarations = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const query = `mutation${declarations ? `(${declarations})` : ''} { ${field.name}${passed ? `(${passed})` : ''} { __typename } }`;
      const { answer, appended } = await appendedBy(() => api.graphql(query, variables));
      if (selfService.has(operation)) {
        const foreign = appended.filter((e) => !ownStreams.has(e.slice(0, e.indexOf(':'))));
        if (answer.status >= 500 || foreign.length > 0) {
          problems.push(`${operation} (self-service): ${answer.status}, appended ${JSON.stringify(foreign)}`);
        }
        continue;
      }
      const error = answer.body.errors?.[0];
      const refusal = { status: answer.status, code: error?.extensions?.['code'], message: error?.message };
      const expected = { status: 403, code: 'FORBIDDEN', message: READ_ONLY_MESSAGE };
      if (JSON.stringify(refusal) !== JSON.stringify(expected) || appended.length > 0) {
        problems.push(`${operation}: ${JSON.stringify(refusal)}, appended ${JSON.stringify(appended)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every non-GET REST route answers 403 (read-only) and appends nothing; self-service writes touch only the auditor', async () => {
    const declared = new Map(declaredRestOperations().map((op) => [op.key, op.rule]));
    // The GraphQL transport (`GET|POST|OPTIONS /graphql`) is no REST write: its mutations are checked below.
    const writes = restOperations(api.app).filter((op) => !/^(GET|HEAD|ALL) |^GET\|/.test(op));
    expect(writes.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const operation of writes) {
      if (!declared.has(operation)) {
        problems.push(`${operation}: not a Nest route with an access rule (the guard never sees it)`);
        continue;
      }
      const [method, route] = operation.split(' ') as [string, string];
      const { answer, appended } = await appendedBy(() =>
        api.request(pathOf(route), {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'DELETE' ? undefined : JSON.stringify({ role: 'administrator', description: 'x' }),
        }),
      );
      const body = (await answer.json().catch(() => null)) as { code?: string; message?: string } | null;
      if (declared.get(operation)?.selfService) {
        const foreign = appended.filter((e) => !ownStreams.has(e.slice(0, e.indexOf(':'))));
        if (answer.status >= 500 || foreign.length > 0) {
          problems.push(`${operation} (self-service): ${answer.status}, appended ${JSON.stringify(foreign)}`);
        }
        continue;
      }
      const refused =
        answer.status === 403 && body?.code === 'FORBIDDEN' && body.message === READ_ONLY_MESSAGE;
      if (!refused || appended.length > 0) {
        problems.push(
          `${operation}: ${answer.status} ${JSON.stringify(body)}, appended ${JSON.stringify(appended)}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('the reported case: valid initial questions from the auditor (REST and GraphQL) are refused, nothing appended', async () => {
    const input = {
      industry: 'BANKING',
      country: 'PL',
      peopleAmount: 'MICRO_COMPANY',
      annualRevenue: 'LESS_THAN_100K',
    };
    const rest = await appendedBy(() =>
      api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}/initial-questions`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      }),
    );
    expect([rest.answer.status, rest.appended]).toEqual([403, []]);
    const mutation = `mutation($input: InitialQuestionsInput!) { updateInitialQuestions(input: $input) { position } }`;
    const graphql = await appendedBy(() => api.graphql(mutation, { input }));
    expect([graphql.answer.status, graphql.appended]).toEqual([403, []]);
  });

  it('the self-service writes are few and each declares it (a route cannot opt out unnoticed)', () => {
    const selfService = declaredRestOperations().filter((op) => op.rule?.selfService);
    // Each one writes only the caller's own account or needs no account (magic links).
    expect(selfService.length).toBeGreaterThan(0);
    for (const op of selfService) expect(op.key).toMatch(/^(POST|PUT) \/api\/(users|invitations|magic)\//);
  });
});
