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
  'Query.dataQuality': {
    why: "A's data quality over B's months, scopes and both methods",
    calls: () => [
      { args: {} },
      { args: { dateFrom: '2024-01', dateTo: '2025-12', scope2Method: 'market', scope: 'scope1' } },
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
  'Mutation.setPartnership': {
    why: "B's partner programme set by someone of A who is not provider staff: refused, B unchanged",
    crossTenant: BACK_OFFICE,
    calls: (w) => [{ args: { organizationId: w.b.organizationId, partnership: 'bankBooster' } }],
  },
  'Mutation.setOrganizationTags': {
    why: "B's tags set by someone of A who is not provider staff: refused, B unchanged",
    crossTenant: BACK_OFFICE,
    calls: (w) => [{ args: { organizationId: w.b.organizationId, tags: ['x'] } }],
  },
  'Mutation.setParentOrganization': {
    why: 'B put under A by someone of A who is not provider staff: refused, B unchanged',
    crossTenant: BACK_OFFICE,
    calls: (w) => [
      { args: { organizationId: w.b.organizationId, parentOrganizationId: w.a.organizationId } },
    ],
  },
  'Query.shortReport': {
    why: "A's short report over B's months: A's figures only",
    calls: () => [
      { args: { period: { choice: 'from-beginning' } } },
      { args: { period: { choice: 'custom', from: '2025-01', to: '2025-03' } } },
    ],
  },
  'Query.vsmeClimate': {
    why: "A's VSME climate figures for a year in which B has lines: A's figures only",
    calls: () => [{ args: { year: 2025 } }],
  },
  'Mutation.requestFullReport': {
    // Not one of B's ids: the request is recorded for A, and A's own list (GET …/report-requests) would show a B
    // marker as a leak.
    why: "a report request over B's months: recorded for A (or refused by role), never for B",
    calls: () => [
      {
        args: {
          period: { choice: 'custom', from: '2025-01', to: '2025-03' },
          requestId: 'request-named-by-a',
        },
      },
    ],
  },
  'Query.reductionPlans': {
    why: "A's cards and plan, under every scope filter; nothing of B's measures",
    calls: () => [{ args: {} }, { args: { scope: 1 } }, { args: { scope: 3 } }],
  },
  'Query.reductionPlanHistory': { why: "A's plan changes only", calls: () => [{ args: {} }] },
  'Query.reductionTarget': { why: "A's target and years only", calls: () => [{ args: {} }] },
  'Mutation.adoptReductionMeasure': {
    why: "adopts into A's plan (or refused by role or plan), never B's",
    calls: () => [
      {
        args: {
          input: {
            measureId: 'heat-controls',
            owner: 'A',
            dueDate: '2027-01-31',
            expectedReductionTonnes: 1,
          },
        },
      },
    ],
  },
  'Mutation.addCustomReductionMeasure': {
    why: "B's measure id as the client id: a measure of A's plan, B's stays",
    calls: (w) => [
      {
        args: {
          input: {
            measureId: w.b.reductionMeasureId.replace(/^custom-/, ''),
            section: 'heat',
            title: 'A',
            description: 'A',
            owner: 'A',
            dueDate: '2027-01-31',
            expectedReductionTonnes: 1,
          },
        },
      },
    ],
  },
  'Mutation.changeReductionMeasureStatus': {
    why: "B's measure id: not in A's plan (404), B's status stays",
    calls: (w) => [{ args: { measureId: w.b.reductionMeasureId, status: 'dropped' } }],
  },
  'Mutation.setReductionTarget': {
    why: "sets A's target (or refused), B's stays",
    calls: () => [{ args: { input: { baseYear: 2025, targetYear: 2030, scope12Percent: 10 } } }],
  },
  'Query.backofficeReportRequests': {
    why: 'full-report requests of every organization, for provider people only: anyone else of A is refused',
    crossTenant: BACK_OFFICE,
    calls: () => [{ args: {} }],
  },
  'Query.reportProducts': { why: "A's products only, never B's", calls: () => [{ args: {} }] },
  'Query.productsQuestions': { why: "A's products and rows only", calls: () => [{ args: {} }] },
  'Query.reportProduct': {
    why: "B's product id: not found in A (the refusal does not repeat the id)",
    calls: (w) => [{ args: { productId: w.b.productId } }],
  },
  'Mutation.createProduct': {
    why: "lands in A's organization (or refused by role), never in B",
    calls: () => [{ args: { name: 'Tenant check product', declaredUnit: '1 kg' } }],
  },
  'Mutation.productCommand': {
    why: "B's product archived or renamed from A: not found, B's product unchanged",
    calls: (w) => [
      { args: { productId: w.b.productId, command: { type: 'ArchiveProduct' }, expectedRevision: 0 } },
      {
        args: {
          productId: w.b.productId,
          command: { type: 'RenameProduct', name: 'Stolen' },
          expectedRevision: -1,
        },
      },
    ],
  },
  'Mutation.productAnswerCommand': {
    why: "B's product section changed from A: not found, B's rows unchanged",
    calls: (w) => [
      {
        args: {
          productId: w.b.productId,
          sectionKey: 'raw-materials',
          command: { type: 'DeleteAllRows' },
          expectedRevision: 1,
        },
      },
    ],
  },
  // Delegated tasks, row verification, notifications (issue 20): B has no task or team (its plan lacks
  // taskManagement), so B's row id stands for a task or team id, as in the REST matrix.
  'Query.taskBoard': { why: "A's tasks, teams and people only", calls: () => [{ args: {} }] },
  'Query.taskPanel': { why: "the caller's and A's overdue tasks only", calls: () => [{ args: {} }] },
  'Query.taskComments': {
    why: "B's id as the task: no comments (not A's task)",
    calls: (w) => [{ args: { taskId: w.b.rowIds[0] }, empty: true }],
  },
  'Query.rowVerifications': { why: "A's rows in verification only", calls: () => [{ args: {} }] },
  'Query.notifications': { why: "the caller's own notifications in A", calls: () => [{ args: {} }] },
  'Mutation.createTeam': {
    why: "B's people as members: unknown in A (refused), nothing of B changes",
    calls: (w) => [{ args: { input: { name: 'Team of B people', memberIds: w.b.userIds } } }],
  },
  'Mutation.changeTeamMembers': {
    why: "B's id as the team and B's people: not A's team (refused)",
    calls: (w) => [{ args: { teamId: w.b.rowIds[0], memberIds: w.b.userIds } }],
  },
  'Mutation.delegateTask': {
    why: "delegated to B's person: unknown in A (refused)",
    calls: (w) => [
      {
        args: {
          input: {
            area: { kind: 'sections', sections: ['electricity'] },
            assignee: { kind: 'user', userId: w.b.userIds[0] },
            dueDate: '2027-01-31',
            note: 'x',
          },
        },
      },
    ],
  },
  'Mutation.changeTaskStatus': {
    why: "B's id as the task: not found in A",
    calls: (w) => [{ args: { taskId: w.b.rowIds[0], status: 'done' } }],
  },
  'Mutation.reassignTask': {
    why: "B's id as the task, B's person as assignee: refused",
    calls: (w) => [{ args: { taskId: w.b.rowIds[0], assignee: { kind: 'user', userId: w.b.userIds[0] } } }],
  },
  'Mutation.commentOnTask': {
    why: "B's id as the task: not found in A",
    calls: (w) => [{ args: { taskId: w.b.rowIds[0], text: 'x' } }],
  },
  'Mutation.submitRowsForVerification': {
    why: "B's rows are not A's: nothing is sent, B's rows keep no badge",
    calls: (w) => [{ args: { rowIds: w.b.rowIds } }],
  },
  'Mutation.approveRows': {
    why: "B's rows were never sent in A: refused",
    calls: (w) => [{ args: { rowIds: w.b.rowIds } }],
  },
  'Mutation.returnRow': {
    why: "B's row was never sent in A: refused",
    calls: (w) => [{ args: { rowId: w.b.rowIds[0], comment: 'x' } }],
  },
  'Query.notificationPreferences': { why: "the caller's own e-mail choice", calls: () => [{ args: {} }] },
  'Mutation.setNotificationPreferences': {
    why: "the caller's own user stream only; nothing of B",
    calls: () => [{ args: { emailEnabled: true, mutedKinds: [] } }],
  },
  'Mutation.markNotificationsRead': {
    why: "marks the caller's own notifications; nothing of B",
    calls: () => [{ args: {} }],
  },
};
