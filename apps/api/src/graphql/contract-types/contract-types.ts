import {
  answerAuditEntryViewSchema,
  answerCommandResultViewSchema,
  auditEntryViewSchema,
  benchmarkViewSchema,
  blockedPeriodViewSchema,
  cellValuesSchema,
  chartsDataGraphSchema,
  commandResultViewSchema,
  emissionLineViewSchema,
  emissionLineWorkingViewSchema,
  recordIdSchema,
  reportOverviewViewSchema,
  sectionSheetViewSchema,
  sheetImportViewSchema,
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
  {
    name: 'Benchmark',
    schema: benchmarkViewSchema,
    names: { points: 'BenchmarkPoint', years: 'BenchmarkYear' },
  },
];

/** The SDL of those types, part of the served schema (graphql/schema.graphql.ts). */
export const contractTypesSdl = contractTypeDefs(CONTRACT_TYPES, CONTRACT_SCALARS);
