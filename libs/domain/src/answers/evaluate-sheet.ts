import { calculate } from '../emissions/calculate/calculate.js';
import { type EnergyGap, type EnergyUse, energyOfActivity } from '../emissions/calculate/energy-use.js';
import { errorReasonOf, type EmissionResult } from '../emissions/calculate/result.js';
import { type Label } from '../emissions/catalogue/labelled.js';
import { type FactorSet } from '../emissions/factors/factor-set.js';
import { type SectionKey } from '../emissions/catalogue/section-keys.js';
import { findSection } from '../emissions/catalogue/sections.js';
import { type AnswerRow } from './answer-row.js';
import type { AnswersState } from './answers.state.js';
import { combineResults } from './combined-result.js';
import { assessRow } from './row-activity.js';
import {
  rowBadgeOf,
  type RowBadge,
  type RowOutcome,
  sectionProgressOf,
  type SectionProgress,
} from './section-status.js';

/** One row as the tables and the charts see it: its badge, what is missing, and its emissions if any. */
export interface RowEvaluation {
  readonly row: AnswerRow;
  readonly outcome: RowOutcome;
  readonly badge: RowBadge;
  readonly missing: readonly string[];
  /** A calculation error code, or INVALID_ROW when the cells cannot make an activity. */
  readonly errorCode: string | null;
  /** Why the row is 'Error - data to fix', in both languages (null unless the outcome is an error). */
  readonly errorReason: Label | null;
  /** The technical detail of the error (which activity, unit or value), for auditors and logs. */
  readonly errorDetail: string | null;
  /**
   * The row's emissions; several activities of one row (a trip and its hotel nights) are added into one result.
   * Null while incomplete or in error, and for rows without emissions of their own (certificates).
   */
  readonly result: EmissionResult | null;
  /**
   * The energy the row consumed (VSME B3), or a gap saying why a row that used energy has no kWh; null for rows
   * that are not energy use or have no result. A row of several activities is never an energy row.
   */
  readonly energy: EnergyUse | EnergyGap | null;
}

export interface SheetEvaluation {
  readonly rows: readonly RowEvaluation[];
  readonly progress: SectionProgress;
  readonly totalCo2eKg: number;
}

export function evaluateRow(
  sectionKey: SectionKey,
  row: AnswerRow,
  sheet: AnswersState,
  factorSet: FactorSet,
): RowEvaluation {
  const assessment = assessRow(sectionKey, row, sheet);
  if (assessment.status === 'incomplete') {
    return evaluation(row, 'incomplete', assessment.missing, null, null);
  }
  if (assessment.status === 'invalid') {
    return evaluation(row, 'error', [], null, {
      code: assessment.code ?? 'INVALID_ROW',
      detail: assessment.detail,
    });
  }
  // A certificate row is complete and correct but has no emissions of its own: ok, no result.
  if (assessment.status === 'info') return evaluation(row, 'ok', [], null, null);
  const results: EmissionResult[] = [];
  for (const activity of assessment.activities) {
    const outcome = calculate(activity, factorSet);
    if (!outcome.ok) return evaluation(row, 'error', [], null, outcome);
    results.push(outcome);
  }
  const [first, ...rest] = results;
  const only = assessment.activities.length === 1 ? assessment.activities[0] : undefined;
  const energy = only ? energyOfActivity(only, factorSet) : null;
  return evaluation(row, 'ok', [], first ? combineResults([first, ...rest]) : null, null, energy);
}

/** Every row of a sheet, its section status and its total, with one factor set: what the projection stores. */
export function evaluateSheet(
  sectionKey: SectionKey,
  sheet: AnswersState,
  factorSet: FactorSet,
): SheetEvaluation {
  const rows = [...sheet.rows.values()].map((row) => evaluateRow(sectionKey, row, sheet, factorSet));
  const progress = sectionProgressOf(
    findSection(sectionKey),
    sheet,
    rows.map((r) => r.outcome),
  );
  const totalCo2eKg = rows.reduce((sum, r) => sum + (r.result?.co2eKg ?? 0), 0);
  return { rows, progress, totalCo2eKg };
}

function evaluation(
  row: AnswerRow,
  outcome: RowOutcome,
  missing: readonly string[],
  result: EmissionResult | null,
  error: { readonly code: string; readonly detail: string } | null,
  energy: EnergyUse | EnergyGap | null = null,
): RowEvaluation {
  const estimated = result?.dataQuality === 'estimated' || result?.factorRef.estimated === true;
  return {
    row,
    outcome,
    badge: rowBadgeOf(outcome, estimated),
    missing,
    errorCode: error?.code ?? null,
    errorReason: error ? errorReasonOf(error.code) : null,
    errorDetail: error?.detail ?? null,
    result,
    energy,
  };
}
