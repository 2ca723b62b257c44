import type { CommandResultView } from '../views/query-views.js';
import type { LabelView } from './question-catalogue-view.js';

export type QuestionStatusKey = 'notstarted' | 'inprogress' | 'tofix' | 'completed';
export type RowBadgeKey = 'to-complete' | 'error' | 'estimated' | 'completed';
export type CellValueView = string | number | boolean | null;

/** What a row's emissions came to (kg CO2e) and which factor made them; null until the row can be calculated. */
export interface EmissionView {
  co2eKg: number;
  /** Scope 2 only: both methods; null elsewhere. */
  locationBasedKg: number | null;
  marketBasedKg: number | null;
  method: string;
  factorId: string;
  factorSetVersion: string;
  factorSource: string;
  dataQuality: 'primary' | 'secondary' | 'estimated';
}

export interface AnswerRowView {
  rowId: string;
  table: string;
  period: string;
  values: Record<string, CellValueView>;
  main: boolean;
  fieldType: string;
  order: number;
  badge: RowBadgeKey;
  /** Required columns still empty. */
  missing: string[];
  emission: EmissionView | null;
  /** Why the row cannot be calculated: a calculation error code (FACTOR_NOT_FOUND, …) or INVALID_ROW. */
  errorCode: string | null;
  /** Why the row is 'Error - data to fix', in Polish and English (null unless badge is 'error'). */
  errorReason: LabelView | null;
  /** The row's month is blocked: it cannot be edited or deleted. */
  blocked: boolean;
}

export interface CustomFactorView {
  customId: string;
  kind: 'fuel' | 'provider' | 'refrigerant';
  name: string;
  kgCo2ePerUnit: number;
  unit: string;
}

/** One section sheet: the wizard's answers, its rows and its status. `revision` goes back as expectedRevision. */
export interface SectionSheetView {
  questionId: string;
  scope: string;
  revision: number;
  initialAnswer: 'yes' | 'no' | null;
  items: string[];
  fuels: string[];
  path: 'detailed' | 'summarized' | null;
  greenEnergy: 'yes' | 'no' | 'dont-know' | null;
  customFactors: CustomFactorView[];
  rows: AnswerRowView[];
  status: QuestionStatusKey;
  progress: number;
  totalCo2eKg: number;
  blockedPeriods: string[];
}

export interface SectionStatusView {
  questionId: string;
  status: QuestionStatusKey;
  progress: number;
  totalCo2eKg: number;
}

export interface ScopeStatusView {
  scope: 'scope-1' | 'scope-2' | 'scope-3';
  status: QuestionStatusKey;
  progress: number;
  sections: SectionStatusView[];
}

/** The /report overview: every scope with its sections, statuses and progress. */
export interface ReportOverviewView {
  scopes: ScopeStatusView[];
  blockedPeriods: string[];
}

export interface AnswerCommandResultView extends CommandResultView {
  /** The row an AddRow or DuplicateRow created. */
  rowId: string | null;
  /** Rows of blocked months that 'delete all' or reset left in place. */
  keptBlocked: number;
}

/** One line of the answers' audit trail, with the row and month it concerns. */
export interface AnswerAuditEntryView {
  id: string;
  position: string;
  occurredAt: string;
  actorId: string;
  actorName: string;
  eventType: string;
  questionId: string | null;
  rowId: string | null;
  period: string | null;
  field: string | null;
  before: string | null;
  after: string | null;
}

/** Filters of the auditor page; all optional. */
export interface AnswerAuditFilter {
  actorId?: string;
  questionId?: string;
  rowId?: string;
  period?: string;
  eventType?: string;
  limit?: number;
}
