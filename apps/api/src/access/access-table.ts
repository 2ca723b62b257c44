import type { PermissionModule } from '@ghg/domain';
import { reportSectionOf } from '../shared/report-sections.js';
import {
  type AccessArgs,
  type AccessRule,
  needsModule,
  OPEN,
  SELF_SERVICE,
  SIGNED_IN,
} from './access-rule.js';

/** Scope-3 sections need scope3, scopes 1 and 2 need scope1&2 (an unknown questionId answers 404 later). */
export const answersOfQuestion: AccessRule = {
  kind: 'module',
  anyOf: (args) => {
    const questionId = typeof args.questionId === 'string' ? args.questionId : '';
    return [reportSectionOf(questionId).scope === 'scope-3' ? 'scope3' : 'scope1&2'];
  },
};

/** Results over everything need reportResult; reportResultInRange serves a request that names both months. */
export const reportResults: AccessRule = {
  kind: 'module',
  anyOf: (args) => {
    const range = (
      typeof args.filter === 'object' && args.filter !== null ? args.filter : args
    ) as AccessArgs;
    const ranged = [range.dateFrom, range.dateTo].every((month) => typeof month === 'string' && month !== '');
    const modules: PermissionModule[] = ['reportResult'];
    if (ranged) modules.push('reportResultInRange');
    return modules;
  },
};

/**
 * Access rules of the operations declared in other folders, by REST route ('METHOD /path') and GraphQL field
 * ('Query.x', 'Mutation.y'). Operations in this team's own folders use the @Access decorators instead. The
 * access-coverage test fails when an operation has neither, and the guard refuses such an operation.
 */
export const ACCESS_TABLE: Readonly<Record<string, AccessRule>> = {
  'GET /healthz': OPEN,
  'GET /readyz': OPEN,
  'Query.me': OPEN,

  'Query.initialQuestions': needsModule('myCompanyProfile'),
  'Mutation.updateInitialQuestions': needsModule('myCompanyProfile'),
  'GET /api/organizations/:organizationId/initial-questions': needsModule('myCompanyProfile'),
  'PUT /api/organizations/:organizationId/initial-questions': needsModule('myCompanyProfile'),

  'Query.reportOverview': { kind: 'module', anyOf: () => ['scope1&2', 'scope3'] },
  'Query.sectionSheet': answersOfQuestion,
  'Mutation.answerCommand': answersOfQuestion,
  'POST /api/organizations/:organizationId/answers/:questionId/commands': answersOfQuestion,
  'Query.questionCatalogue': SIGNED_IN,
  'GET /api/questions': SIGNED_IN,

  'Query.auditLog': SIGNED_IN,
  'GET /api/organizations/:organizationId/audit-log': SIGNED_IN,
  'Query.answerAuditLog': SIGNED_IN,
  'GET /api/organizations/:organizationId/answer-audit.csv': SIGNED_IN,
  'GET /api/organizations/:organizationId/answer-audit.xlsx': SIGNED_IN,

  // Months of the actor's own organization: the organization decides who may block (staff) and unblock
  // (supervisor), after the path's organization is checked (another's id answers 404 as before).
  'Query.blockedPeriods': SIGNED_IN,
  'Mutation.blockPeriod': SIGNED_IN,
  'Mutation.unblockPeriod': SIGNED_IN,
  'PUT /api/organizations/:organizationId/blocked-periods/:period': SIGNED_IN,
  'DELETE /api/organizations/:organizationId/blocked-periods/:period': SIGNED_IN,

  'Query.chartsData': reportResults,
  'Query.emissionLines': reportResults,
  'GET /api/organizations/:organizationId/charts-data': reportResults,
  'GET /api/organizations/:organizationId/emission-lines': reportResults,
  'GET /api/organizations/:organizationId/emissions-by-location': reportResults,
  'Query.dataQuality': reportResults,
  'GET /api/organizations/:organizationId/data-quality': reportResults,
  // One row's working is its section's data: whoever may read the section sheet may read how it was computed.
  'Query.emissionLineWorking': answersOfQuestion,
  'GET /api/organizations/:organizationId/emission-lines/:questionId/:rowId': answersOfQuestion,

  // Magic links are public: the link itself is the credential (registration/).
  'GET /api/magic/:magicLinkId': OPEN,
  'POST /api/magic/:magicLinkId/user': SELF_SERVICE,
  'POST /api/magic/:magicLinkId/admin': SELF_SERVICE,
  // Users and invitations: roles decide there (invitations/); a blocked organization is refused.
  'GET /api/organizations/:organizationId/magicLinks': SIGNED_IN,
  'POST /api/organizations/:organizationId/magicLinks': SIGNED_IN,
  'POST /api/organizations/:organizationId/magicLinks/:magicLinkId/resend': SIGNED_IN,
  'DELETE /api/organizations/:organizationId/magicLinks/:magicLinkId': SIGNED_IN,
  'POST /api/magicLinks': SIGNED_IN,
  'GET /api/users': SIGNED_IN,
  'DELETE /api/users/:userId': SIGNED_IN,
  'PUT /api/users/:userId/role': SIGNED_IN,
  'GET /api/organizations/:organizationId/outbox': SIGNED_IN,

  'Query.benchmark': needsModule('benchmarking'),
  'GET /api/organizations/:organizationId/benchmark': needsModule('benchmarking'),
};
