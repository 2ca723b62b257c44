import type { ReadModel } from './read-model.js';

/**
 * Every read model of schema `read`, by projection. The projector's projections take their name and tables from
 * here; the API names the projections it waits for and reports on from here, without importing the projector.
 * Order: the order the projector runs them and /readyz lists them.
 */
export const READ_MODELS = {
  organizationProfile: {
    projection: 'organization-profile',
    tables: ['read.organizations', 'read.locations'],
    triggerMaintained: [],
  },
  users: {
    projection: 'users',
    tables: [
      'read.users',
      'read.memberships',
      'read.user_names',
      'read.user_name_history',
      'read.notification_mail_preferences',
    ],
    triggerMaintained: [],
  },
  auditLog: { projection: 'audit-log', tables: ['read.audit_log'], triggerMaintained: [] },
  answers: {
    projection: 'answers',
    tables: ['read.answer_sheets', 'read.answer_rows', 'read.question_status', 'read.emission_lines'],
    // Kept in SQL rather than in the projection's code: one regroup per statement over the lines' own index, so a
    // batch of many sheets costs one pass, and anything that writes lines (bench datasets, tests) keeps it exact.
    triggerMaintained: [
      {
        table: 'read.emission_months',
        from: 'read.emission_lines',
        computedBy: 'read.regroup_emission_months',
        migrations: ['008_emission_months.sql', '017_emission_months_regroup.sql'],
      },
    ],
  },
  blockedPeriods: { projection: 'blocked-periods', tables: ['read.blocked_periods'], triggerMaintained: [] },
  invitations: { projection: 'invitations', tables: ['read.invitations'], triggerMaintained: [] },
  outbox: { projection: 'outbox', tables: ['read.outbox'], triggerMaintained: [] },
  reportRequests: { projection: 'report-requests', tables: ['read.report_requests'], triggerMaintained: [] },
  providerRequests: {
    projection: 'provider-requests',
    tables: ['read.provider_requests'],
    triggerMaintained: [],
  },
  // Teams, delegated tasks, row verification and the notifications they give: one projection, because a
  // notification names the people of a team or the submitter of a row, read from its own tables in log order.
  collaboration: {
    projection: 'collaboration',
    tables: [
      'read.teams',
      'read.tasks',
      'read.task_comments',
      'read.row_verifications',
      'read.notifications',
    ],
    triggerMaintained: [],
  },
  reduction: {
    projection: 'reduction',
    tables: ['read.reduction_plan_measures', 'read.reduction_plan_history', 'read.reduction_targets'],
    triggerMaintained: [],
  },
  products: {
    projection: 'products',
    tables: ['read.products', 'read.product_sheets', 'read.product_rows'],
    triggerMaintained: [],
  },
  sheetImports: { projection: 'sheet-imports', tables: ['read.sheet_imports'], triggerMaintained: [] },
  evidence: { projection: 'evidence', tables: ['read.evidence_files'], triggerMaintained: [] },
  portfolio: {
    projection: 'portfolio',
    tables: ['read.data_sharing', 'read.portfolio_snapshots'],
    triggerMaintained: [],
  },
} as const satisfies Record<string, ReadModel>;

/** Every projection's name, in the projector's order. */
export const PROJECTION_NAMES: readonly string[] = Object.values(READ_MODELS).map((m) => m.projection);
