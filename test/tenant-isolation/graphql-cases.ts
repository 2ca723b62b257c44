import { answersStreamId, organizationStreamId, userStreamId } from '@ghg/domain';
import type { IsolationWorld } from './isolation-world.js';
import { BACK_OFFICE } from './rest-cases.js';

/** One call of a root field: its arguments, and whether the (list) answer must be empty. */
export interface GraphqlCall {
  args: Record<string, unknown>;
  /** The arguments name only B's things (its stream, row, person): A's answer must be an empty list. */
  empty?: boolean;
}

/**
 * GraphQL takes the organization from the session, never from an argument: every field is called by each of
 * A's people with B's ids in its arguments, and must answer A's data (or a refusal) holding nothing of B, and
 * leave B as it was. `why` says what the call tries.
 */
export interface GraphqlCase {
  why: string;
  /** People whose reach over every organization is the feature (provider back-office): not called here. */
  crossTenant?: typeof BACK_OFFICE;
  calls(w: IsolationWorld): Promise<GraphqlCall[]> | GraphqlCall[];
}

const bStream = (w: IsolationWorld) => answersStreamId(w.b.organizationId, w.b.questionIds[0]!);

/** Every root field of the schema → its case. A field missing here fails the suite. */
export const GRAPHQL_CASES: Record<string, GraphqlCase> = {
  'Query.me': { why: 'the caller; nothing of B', calls: () => [{ args: {} }] },
  'Query.initialQuestions': { why: "A's profile only", calls: () => [{ args: {} }] },
  'Query.auditLog': {
    why: "B's streams named as filter: empty",
    calls: (w) => [
      { args: {} },
      { args: { streamId: bStream(w), limit: 500 }, empty: true },
      { args: { streamId: organizationStreamId(w.b.organizationId) }, empty: true },
      { args: { streamId: userStreamId(w.b.userIds[0]!) }, empty: true },
    ],
  },
  'Query.reportOverview': { why: "A's sections and blocked months only", calls: () => [{ args: {} }] },
  'Query.sectionSheet': {
    why: "B's sections by key: A's sheets, without B's rows or custom factors",
    calls: (w) => w.b.questionIds.map((questionId) => ({ args: { questionId } })),
  },
  'Query.answerAuditLog': {
    why: "B's row, person and section as filters: empty, or A's entries",
    calls: (w) => [
      { args: {} },
      { args: { filter: { rowId: w.b.rowIds[0], limit: 1000 } }, empty: true },
      { args: { filter: { actorId: w.b.userIds[0] } }, empty: true },
      { args: { filter: { questionId: w.b.questionIds[0], period: w.b.blockedPeriod } } },
    ],
  },
  'Query.sheetImports': { why: "A's own import history only", calls: () => [{ args: {} }] },
  'Query.blockedPeriods': { why: "A's blocked months (B's blocker not named)", calls: () => [{ args: {} }] },
  'Query.questionCatalogue': { why: 'the catalogue, the same for everyone', calls: () => [{ args: {} }] },
  'Query.chartsData': {
    why: "A's figures over B's months and both methods",
    calls: () => [{ args: {} }, { args: { dateFrom: '2024-01', dateTo: '2025-12', scope2Method: 'market' } }],
  },
  'Query.emissionLines': {
    why: "A's lines in B's months and sections",
    calls: (w) => [
      { args: {} },
      { args: { filter: { period: '2025-01', scope: 'scope1' } } },
      { args: { filter: { dateFrom: '2025-01', dateTo: w.b.blockedPeriod } } },
    ],
  },
  'Query.emissionLineWorking': {
    why: "B's row in B's section: not found in A (the refusal does not repeat the id)",
    calls: (w) => [{ args: { questionId: w.b.questionIds[0], rowId: w.b.rowIds[0] } }],
  },
  'Query.benchmark': {
    why: 'B is a peer of A’s industry by design: its yearly total may count, anonymised (no id, name, rows)',
    calls: () => [{ args: {} }],
  },
  'Mutation.updateInitialQuestions': {
    why: "lands in A's profile; B's stays",
    calls: () => [
      {
        args: {
          input: {
            description: 'A: tenant isolation check',
            industry: 'RETAIL',
            country: 'PL',
            peopleAmount: 'SMALL_COMPANY',
            peopleAmountNumber: 24,
            annualRevenue: 'LESS_THAN_500K',
          },
        },
      },
    ],
  },
  'Mutation.answerCommand': {
    why: "commands on B's rows: refused in A's sheet (row not found), B's rows untouched",
    calls: async (w) => {
      const calls: GraphqlCall[] = [];
      for (const questionId of w.b.questionIds) {
        const own = await w.a.revisionOf(questionId);
        for (const expectedRevision of [own, w.b.revisions[questionId]!]) {
          calls.push(
            {
              args: {
                questionId,
                command: { type: 'UpdateRow', rowId: w.b.rowIds[0], values: { consumption: 1 } },
                expectedRevision,
              },
            },
            {
              args: { questionId, command: { type: 'DuplicateRow', rowId: w.b.rowIds[0] }, expectedRevision },
            },
            { args: { questionId, command: { type: 'DeleteRows', rowIds: w.b.rowIds }, expectedRevision } },
          );
        }
      }
      return calls;
    },
  },
  'Mutation.blockPeriod': {
    why: "B's blocked month, and a month B has open: block A's month (or refused by role), never B's",
    calls: (w) => [{ args: { period: w.b.blockedPeriod } }, { args: { period: '2023-07' } }],
  },
  'Mutation.unblockPeriod': {
    why: "B's blocked month unblocked: A's month only; B's stays blocked",
    calls: (w) => [{ args: { period: w.b.blockedPeriod } }, { args: { period: '2023-07' } }],
  },
  'Query.backofficeOrganizations': {
    why: 'every organization, for provider people only: anyone else of A is refused and sees no B',
    crossTenant: BACK_OFFICE,
    calls: () => [{ args: {} }],
  },
  'Mutation.assignPlan': {
    why: "B's plan changed by someone of A who is not provider staff: refused, B unchanged",
    crossTenant: BACK_OFFICE,
    calls: (w) => [{ args: { organizationId: w.b.organizationId, planName: 'FullAccess' } }],
  },
  'Mutation.blockOrganization': {
    why: 'B blocked by someone of A who is not provider staff: refused, B unchanged',
    crossTenant: BACK_OFFICE,
    calls: (w) => [{ args: { organizationId: w.b.organizationId } }],
  },
  'Mutation.unblockOrganization': {
    why: 'B unblocked by someone of A who is not provider staff: refused, B unchanged',
    crossTenant: BACK_OFFICE,
    calls: (w) => [{ args: { organizationId: w.b.organizationId } }],
  },
  'Query.shortReport': {
    why: "A's short report over B's months: A's figures only",
    calls: () => [
      { args: { period: { choice: 'from-beginning' } } },
      { args: { period: { choice: 'custom', from: '2025-01', to: '2025-03' } } },
    ],
  },
  'Mutation.requestFullReport': {
    why: "a report request named with B's row id: recorded for A (or refused by role), never for B",
    calls: (w) => [
      {
        args: { period: { choice: 'custom', from: '2025-01', to: '2025-03' }, requestId: w.b.rowIds[0] },
      },
    ],
  },
  'Query.backofficeReportRequests': {
    why: 'full-report requests of every organization, for provider people only: anyone else of A is refused',
    crossTenant: BACK_OFFICE,
    calls: () => [{ args: {} }],
  },
};
