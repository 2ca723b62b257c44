import {
  answerAuditEntryViewSchema,
  answerCommandResultViewSchema,
  auditEntryViewSchema,
  benchmarkViewSchema,
  blockedPeriodViewSchema,
  cellValuesSchema,
  chartsDataGraphSchema,
  commandResultViewSchema,
  dataQualityViewSchema,
  emissionLineViewSchema,
  emissionLineWorkingViewSchema,
  recordIdSchema,
  reductionCommandResultViewSchema,
  reductionPlanHistoryEntryViewSchema,
  reductionPlansViewSchema,
  reductionTargetViewSchema,
  reportOverviewViewSchema,
  productCreatedViewSchema,
  productsQuestionsViewSchema,
  reportProductDetailViewSchema,
  reportProductViewSchema,
  sectionSheetViewSchema,
  sheetImportViewSchema,
  notificationDetailsSchema,
  notificationPreferencesSchema,
  notificationsViewSchema,
  rowVerificationsViewSchema,
  taskAreaSchema,
  taskAssigneeSchema,
  taskBoardResultViewSchema,
  taskBoardViewSchema,
  taskCommentViewSchema,
  taskPanelViewSchema,
} from '@ghg/contracts';
import { type ContractScalar, type ContractType, contractTypeDefs } from './zod-to-graphql.js';

/** Contract schemas that stand for a GraphQL scalar: ids, and values GraphQL cannot type field by field. */
export const CONTRACT_SCALARS: readonly ContractScalar[] = [
  { name: 'ID', schema: recordIdSchema },
  {
    name: 'CellValues',
    schema: cellValuesSchema,
    description:
      "A row's cells by column key: text, number, true/false or null (contracts cellValuesSchema).",
  },
  {
    name: 'TaskArea',
    schema: taskAreaSchema,
    description:
      'What a task covers: { kind: "sections", sections: [section keys] } or { kind: "location", locationId }.',
  },
  {
    name: 'TaskAssignee',
    schema: taskAssigneeSchema,
    description: 'Who a task is delegated to: { kind: "user", userId } or { kind: "team", teamId }.',
  },
  {
    name: 'NotificationDetails',
    schema: notificationDetailsSchema,
    description:
      'What a notification is about, by kind: taskId, dueDate, area, rowIds, rowId, comment, fileName…',
  },
];

/** The object types generated from the zod views of `@ghg/contracts` (answers, history, charts). */
export const CONTRACT_TYPES: readonly ContractType[] = [
  { name: 'CommandResult', schema: commandResultViewSchema },
  { name: 'AuditEntry', schema: auditEntryViewSchema },
  { name: 'BlockedPeriod', schema: blockedPeriodViewSchema },
  { name: 'SheetImport', schema: sheetImportViewSchema },
  {
    name: 'SectionSheet',
    schema: sectionSheetViewSchema,
    names: {
      customFactors: 'CustomFactor',
      rows: 'AnswerRow',
      'rows.emission': 'Emission',
      'rows.errorReason': 'Label',
    },
  },
  {
    name: 'ReportOverview',
    schema: reportOverviewViewSchema,
    names: { scopes: 'ScopeStatus', 'scopes.sections': 'SectionStatus' },
  },
  { name: 'AnswerCommandResult', schema: answerCommandResultViewSchema },
  { name: 'AnswerAuditEntry', schema: answerAuditEntryViewSchema },
  {
    name: 'ChartsData',
    schema: chartsDataGraphSchema,
    names: {
      line: 'MonthTotal',
      lineByScope: 'MonthTotalsByScope',
      chart1: 'CategoryTotal',
      table: 'ChartsTableLine',
      'table.summary': 'EmissionSummary',
      scope2Totals: 'Scope2Totals',
    },
  },
  { name: 'EmissionLine', schema: emissionLineViewSchema },
  { name: 'DataQuality', schema: dataQualityViewSchema, names: { origins: 'OriginShare' } },
  {
    name: 'EmissionLineWorking',
    schema: emissionLineWorkingViewSchema,
    names: {
      working: 'Working',
      'working.steps': 'WorkingStep',
      'working.steps.entered': 'EnteredQuantity',
      'working.steps.factor': 'FactorCitation',
      'working.scope2': 'Scope2Working',
      'working.scope2.location': 'Scope2LocationWorking',
      'working.scope2.market': 'Scope2MarketWorking',
      'working.scope2.market.certificates': 'CertificateCitation',
      events: 'WorkingEvent',
    },
  },
  { name: 'ProductCommandResult', schema: productCreatedViewSchema },
  {
    name: 'ProductsQuestions',
    schema: productsQuestionsViewSchema,
    names: {
      items: 'ProductQuestionsItem',
      'items.questions': 'ProductQuestion',
      'items.questions.rows': 'ProductRow',
      'items.questions.rows.emission': 'ProductEmission',
      'items.questions.rows.emission.factor': 'ProductFactor',
      sections: 'ProductSectionDefinition',
      'sections.tables': 'ProductTable',
      'sections.tables.columns': 'ProductColumn',
    },
  },
  {
    name: 'ReportProduct',
    schema: reportProductViewSchema,
    names: {
      result: 'ProductScopes',
      'result.scope1': 'ProductScopeSummary',
      'result.scope1.items': 'ProductScopeItem',
    },
  },
  {
    name: 'ReportProductDetail',
    schema: reportProductDetailViewSchema,
    names: { result: 'ProductSectionResult', 'result.lines': 'ProductLine' },
  },
  {
    name: 'Benchmark',
    schema: benchmarkViewSchema,
    names: { points: 'BenchmarkPoint', years: 'BenchmarkYear' },
  },
  {
    name: 'ReductionPlans',
    schema: reductionPlansViewSchema,
    names: {
      cards: 'ReductionCard',
      'cards.title': 'Bilingual',
      'cards.measures': 'ReductionMeasure',
      'cards.measures.reductionPercent': 'PercentRange',
      'cards.measures.source': 'MeasureSource',
      'cards.measures.expectedTonnes': 'ExpectedReduction',
      plan: 'ReductionPlanEntry',
    },
  },
  { name: 'ReductionPlanHistoryEntry', schema: reductionPlanHistoryEntryViewSchema },
  {
    name: 'ReductionTarget',
    schema: reductionTargetViewSchema,
    names: {
      target: 'ReductionTargetSetting',
      'target.baseYearTonnes': 'ScopeGroupTonnes',
      changePercent: 'ScopeGroupChange',
      years: 'ReductionTargetYear',
    },
  },
  { name: 'ReductionCommandResult', schema: reductionCommandResultViewSchema },
  {
    name: 'TaskBoard',
    schema: taskBoardViewSchema,
    names: { tasks: 'Task', teams: 'Team', people: 'TaskPerson', locations: 'TaskLocation' },
  },
  { name: 'TaskPanel', schema: taskPanelViewSchema },
  { name: 'TaskComment', schema: taskCommentViewSchema },
  { name: 'TaskBoardCommandResult', schema: taskBoardResultViewSchema },
  { name: 'RowVerifications', schema: rowVerificationsViewSchema, names: { rows: 'RowVerification' } },
  { name: 'Notifications', schema: notificationsViewSchema, names: { items: 'Notification' } },
  { name: 'NotificationPreferences', schema: notificationPreferencesSchema },
];

/** The SDL of those types, part of the served schema (graphql/schema.graphql.ts). */
export const contractTypesSdl = contractTypeDefs(CONTRACT_TYPES, CONTRACT_SCALARS);
