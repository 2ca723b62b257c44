import fc from 'fast-check';
import { type ApiHarness, startApiHarness } from '../api/api-harness.js';
import { buildWorld } from './build-world.js';
import {
  documentOf,
  graphqlOperations,
  INTROSPECTION,
  type IntrospectedSchema,
  restOperations,
} from './discover-operations.js';
import { GRAPHQL_CASES } from './graphql-cases.js';
import { decodedSegment, mutatedId, trickyQuery } from './id-mutations.js';
import type { IsolationWorld } from './isolation-world.js';
import { leaksIn } from './leak-scan.js';
import { B, bAdmin } from './organization-b.js';
import { BACK_OFFICE, type CrossTenant, REST_CASES, type RestCase } from './rest-cases.js';
import { graphqlMatrixCalls } from './graphql-matrix.js';
import { matrixCalls } from './route-matrix.js';
import { DEMO_ACCOUNTS } from '../../apps/api/src/seed/demo-accounts.js';
import { describeCall, type HttpCall, Session } from './session.js';
import { changedParts, tenantSnapshot } from './tenant-snapshot.js';

const DEMO_PASSWORD = 'Tenant-A-Password-1!';
const FUZZ_RUNS = 50;
/**
 * The same runs on every CI run (a fixed seed per route); TENANT_FUZZ_SEED=<n> explores others, and a failure
 * names the exact request either way.
 */
const fuzzSeedOf = (operation: string): number =>
  Number(process.env['TENANT_FUZZ_SEED'] ?? 0) +
  [...operation].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);

describe('tenant isolation: a person of organization A, naming B’s ids, gets nothing of B and changes nothing', () => {
  let api: ApiHarness;
  let world: IsolationWorld;
  let schema: IntrospectedSchema;
  let baseline: Record<string, string>;
  const snapshotOfB = () => tenantSnapshot(api.db, api.store, B.organizationId, world.b.userIds);

  beforeAll(async () => {
    api = await startApiHarness({
      auth: true,
      demoPassword: DEMO_PASSWORD,
      // Nine people sign in and the provider's endpoints are called on purpose: no rate limit in the way.
      config: { authRateLimitPerMinute: 100_000 },
    });
    world = await buildWorld(api, DEMO_PASSWORD);
    const introspection = await world.a.people[0]!.graphql<{ __schema: IntrospectedSchema }>(INTROSPECTION);
    schema = introspection.data!.__schema;
    baseline = await snapshotOfB();
  }, 240_000);
  afterAll(async () => {
    await api?.close();
  });

  /** Problems of one answer to A: a server error, a status the case does not allow, B's markers in it. */
  function problemsOf(
    who: Session,
    call: HttpCall,
    answer: { status: number; text: string },
    allowed?: (status: number) => boolean,
  ): string[] {
    const request = `${who.label}: ${describeCall(call)}`;
    const problems: string[] = [];
    if (!(allowed ?? ((s: number) => s < 500))(answer.status))
      problems.push(`${request} → ${answer.status} (not a refusal) ${answer.text.slice(0, 200)}`);
    // The path as the router decoded it is sent too: an error repeating a percent-encoded id is an echo.
    const leaks = leaksIn(answer.text, world.b.markers, `${describeCall(call)} ${decodedSegment(call.path)}`);
    if (leaks.length > 0) problems.push(`LEAK ${request} → ${answer.status} holds ${leaks.join(', ')}`);
    return problems;
  }

  /** A 500 the case allows for this call (the spec's, or a reported defect). */
  const may500 = (
    restCase: Exclude<RestCase, { kind: 'not-an-operation' }>,
    call: HttpCall,
    status: number,
  ) => status === 500 && restCase.answers500 !== undefined && (restCase.answers500.when?.(call) ?? true);

  /** A's people who must not reach B through this operation (all but the roles it serves across organizations). */
  const callersOf = (crossTenant: CrossTenant | undefined): Session[] =>
    world.a.people.filter((who) => !crossTenant?.roles.includes(who.role));

  /** B as it was at the last check; after a change the new state becomes the reference, so the next case is judged alone. */
  async function expectBUnchanged(what: string): Promise<void> {
    const now = await snapshotOfB();
    const changed = changedParts(baseline, now);
    baseline = now;
    expect({ what, changed }).toEqual({ what, changed: [] });
  }

  it('every REST route and GraphQL field the app serves has a declared case, and every case an operation', () => {
    const rest = restOperations(api.app);
    const graphql = graphqlOperations(schema);
    expect({
      restWithoutCase: rest.filter((op) => !(op in REST_CASES)),
      graphqlWithoutCase: graphql.filter((op) => !(op in GRAPHQL_CASES)),
      restCasesWithoutRoute: Object.keys(REST_CASES).filter((op) => !rest.includes(op)),
      graphqlCasesWithoutField: Object.keys(GRAPHQL_CASES).filter((op) => !graphql.includes(op)),
    }).toEqual({
      restWithoutCase: [],
      graphqlWithoutCase: [],
      restCasesWithoutRoute: [],
      graphqlCasesWithoutField: [],
    });
  });

  it('the scan can fail: B’s own people find B’s markers where A must not', async () => {
    const own = await Session.signIn(api.url, { ...bAdmin, label: 'B administrator' }, B.password);
    const call = { method: 'GET', path: `/api/organizations/${B.organizationId}/answer-audit.csv` };
    const answer = await own.send(call);
    expect(answer.status).toBe(200);
    expect(leaksIn(answer.text, world.b.markers, describeCall(call)).length).toBeGreaterThan(3);
    // The magic-link lookup is public by design: whoever holds B's live link learns B's organization, which is
    // why the cases never send it.
    const lookup = { method: 'GET', path: `/api/magic/${world.b.magicLinks.live}` };
    const looked = await world.a.people[0]!.send(lookup);
    expect(leaksIn(looked.text, world.b.markers, describeCall(lookup))).toContain(B.organizationId);
    await own.send({ method: 'POST', path: '/api/auth/logout' });
    baseline = await snapshotOfB();
  });

  const restCases = Object.entries(REST_CASES).filter(
    (entry): entry is [string, Exclude<RestCase, { kind: 'not-an-operation' }>] =>
      entry[1].kind !== 'not-an-operation',
  );
  it.each(restCases)('REST %s', async (operation, restCase) => {
    const problems: string[] = [];

    for (const who of callersOf(restCase.kind === 'refused' ? restCase.crossTenant : undefined)) {
      for (const call of restCase.calls(world)) {
        const allowed = (s: number) =>
          (restCase.kind === 'refused' ? restCase.statuses.includes(s) : s < 500) ||
          may500(restCase, call, s);
        problems.push(...problemsOf(who, call, await who.send(call), allowed));
      }
    }
    expect(problems).toEqual([]);
    await expectBUnchanged(operation);
  });

  it.each(Object.entries(GRAPHQL_CASES))('GraphQL %s', async (operation, graphqlCase) => {
    const field = operation.split('.')[1]!;
    const problems: string[] = [];
    for (const who of callersOf(graphqlCase.crossTenant)) {
      for (const { args, empty } of await graphqlCase.calls(world)) {
        const query = documentOf(schema, operation, args);
        const call = { method: 'POST', path: '/graphql', body: { query, variables: args } };
        const answer = await who.graphql(query, args);
        problems.push(...problemsOf(who, call, answer));
        const list = answer.data?.[field];
        if (empty && list !== undefined && list !== null && (list as unknown[]).length !== 0)
          problems.push(
            `LEAK ${who.label}: ${operation}(${JSON.stringify(args)}) answered ${JSON.stringify(list).slice(0, 300)}`,
          );
      }
    }
    expect(problems).toEqual([]);
    await expectBUnchanged(operation);
  });

  const fuzzed = restCases.filter(([operation]) => operation.includes('/:'));
  it.each(fuzzed)(
    'fuzz %s: mutated ids of B, A’s id with B’s ids in body and query',
    async (operation, restCase) => {
      const [method, template] = operation.split(' ') as [string, string];
      const params = [...template.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      // Each path parameter starts from B's id of that name (a case may name more) and is then mutated.
      const ids: Record<string, string> = {
        period: B.blockedPeriod,
        uid: world.b.pendingInteractionUid,
        userId: world.b.userIds[0]!,
        ...restCase.fuzzIds?.(world),
      };
      const param = (name: string): fc.Arbitrary<string> =>
        name === 'organizationId'
          ? fc.oneof(
              { weight: 4, arbitrary: mutatedId(B.organizationId) },
              { weight: 1, arbitrary: fc.constant(world.a.organizationId) },
            )
          : name === 'questionId'
            ? fc.oneof(fc.constantFrom(...world.b.questionIds), mutatedId(world.b.questionIds[0]!))
            : mutatedId(ids[name] ?? world.b.rowIds[0]!);
      const examples = restCase.calls(world);
      const run = fc.record({
        values: fc.tuple(...params.map(param)),
        example: fc.constantFrom(...examples),
        query: trickyQuery([B.organizationId, ...world.b.rowIds, world.a.organizationId]),
        who: fc.constantFrom(...callersOf(restCase.kind === 'refused' ? restCase.crossTenant : undefined)),
      });
      const problems: string[] = [];
      await fc
        .assert(
          fc.asyncProperty(run, async ({ values, example, query, who }) => {
            let path = template;
            params.forEach((name, i) => (path = path.replace(`:${name}`, values[i]!)));
            const ownQuery = example.path.includes('?') ? example.path.slice(example.path.indexOf('?')) : '';
            const call: HttpCall = { ...example, method, path: path + (query || ownQuery) };
            const orgIndex = params.indexOf('organizationId');
            const namesA = orgIndex >= 0 && decodedSegment(values[orgIndex]!) === world.a.organizationId;
            const refused = restCase.kind === 'refused' && !namesA;
            const allowed = (s: number) =>
              (refused ? s >= 400 && s < 500 : s < 500) || may500(restCase, call, s);
            const found = problemsOf(who, call, await who.send(call), allowed);
            problems.push(...found);
            return found.length === 0;
          }),
          { numRuns: FUZZ_RUNS, endOnFailure: true, seed: fuzzSeedOf(operation) },
        )
        .catch(() => undefined);
      expect(problems).toEqual([]);
      await expectBUnchanged(`fuzz ${operation}`);
    },
  );

  it.each(DEMO_ACCOUNTS.map((a) => a.role))(
    'matrix from the route table and the schema: A’s %s, B’s ids in every parameter of every operation',
    async (role) => {
      const who = world.a.people.find((p) => p.role === role)!;
      const problems: string[] = [];
      for (const { call, refused, crossTenantRoles } of matrixCalls(world)) {
        if (crossTenantRoles.includes(role)) continue;
        const allowed = (s: number) => (refused ? s >= 400 && s < 500 : s < 500);
        problems.push(...problemsOf(who, call, await who.send(call), allowed));
      }
      for (const { query, variables, crossTenantRoles } of graphqlMatrixCalls(schema, world)) {
        if (crossTenantRoles.includes(role)) continue;
        const call = { method: 'POST', path: '/graphql', body: { query, variables } };
        problems.push(...problemsOf(who, call, await who.graphql(query, variables)));
      }
      expect(problems).toEqual([]);
      await expectBUnchanged(`matrix ${role}`);
    },
  );

  it('provider people read B through the back office only: listed there, refused on B’s own routes', async () => {
    for (const who of world.a.people.filter((p) => BACK_OFFICE.roles.includes(p.role))) {
      const listed = await who.send({ method: 'GET', path: '/api/backoffice/organizations' });
      expect({
        who: who.label,
        status: listed.status,
        listsB: listed.text.includes(B.organizationId),
      }).toEqual({
        who: who.label,
        status: 200,
        listsB: true,
      });
      const call = { method: 'GET', path: `/api/organizations/${B.organizationId}` };
      const direct = await who.send(call);
      expect([403, 404]).toContain(direct.status);
      expect(leaksIn(direct.text, world.b.markers, describeCall(call))).toEqual([]);
    }
  });

  it('benchmark: B counts among A’s peers by design, anonymised (its head count shown, nothing naming it)', async () => {
    const answer = await world.a.people[0]!.graphql<{
      benchmark: { peerCount: number; points: { own: boolean; demo: boolean; employees: number }[] };
    }>('{ benchmark { peerCount points { own demo employees } } }');
    const withoutB = answer.data!.benchmark.peerCount - 1;
    expect(answer.data!.benchmark.points).toContainEqual(
      expect.objectContaining({ own: false, demo: false, employees: B.headCount }),
    );
    expect(withoutB).toBeGreaterThanOrEqual(5);
    expect(leaksIn(answer.text, world.b.markers, '')).toEqual([]);
  });

  it('a row id of B reused in A’s sheet is A’s own row: B’s row and totals stay as they were', async () => {
    const admin = world.a.people[0]!;
    const questionId = world.b.questionIds[0]!;
    const rowId = world.b.rowIds[0]!;
    const added = await admin.graphql<{ answerCommand: { rowId: string } }>(
      `mutation($q: String!, $c: JSON!, $r: Int!) { answerCommand(questionId: $q, command: $c, expectedRevision: $r) { rowId } }`,
      {
        q: questionId,
        c: { type: 'AddRow', rowId, table: 'vehicle-fuel', period: '2024-06', values: { consumption: 11 } },
        r: await world.a.revisionOf(questionId),
      },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data?.answerCommand.rowId).toBe(rowId);
    await expectBUnchanged('A adds a row with B’s row id');
  });
});
