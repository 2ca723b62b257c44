import { evaluateSheet, type FactorSet, findSection, isEnergyGap, type RowEvaluation } from '@ghg/domain';
import type {
  AnswerRowRecord,
  AnswerSheetRecord,
  EmissionLineRecord,
  QuestionStatusRecord,
} from '@ghg/read-models';
import type { SheetState } from './sheet-state.js';

/** What one sheet writes into the four read tables (libs/read-models row types), as `jsonb_to_recordset` input. */
export interface SheetRecords {
  sheet: AnswerSheetRecord;
  rows: AnswerRowRecord[];
  status: QuestionStatusRecord;
  lines: EmissionLineRecord[];
}

/** Cells that name what a row is about, in order of preference: the charts label a line with it. */
const ITEM_CELLS = ['itemType', 'equipmentType', 'name'] as const;

/**
 * Evaluates the sheet with the factor set and lays it out as rows of the read tables: one answer_rows row per
 * current row, the section status, and one emission line per row that has a result.
 */
export function sheetRecords(sheet: SheetState, factorSet: FactorSet): SheetRecords {
  const { organizationId, questionId, state } = sheet;
  const section = findSection(questionId);
  const evaluation = evaluateSheet(questionId, state, factorSet);
  const key = { organization_id: organizationId, question_id: questionId };
  return {
    sheet: {
      ...key,
      stream_revision: sheet.revision,
      initial_answer: state.initialAnswer,
      items: [...state.items],
      fuels: [...state.fuels],
      path: state.path,
      green_energy: state.greenEnergy,
      custom_factors: [...state.customFactors.values()],
      updated_at: sheet.updatedAt,
    },
    rows: evaluation.rows.map((e) => {
      const positions = sheet.positions.get(e.row.rowId);
      return {
        ...key,
        row_id: e.row.rowId,
        table_key: e.row.table,
        period: e.row.period,
        cells: e.row.values,
        main: e.row.main,
        field_type: e.row.fieldType,
        ord: e.row.order,
        badge: e.badge,
        missing: [...e.missing],
        error_code: e.errorCode,
        created_position: positions?.created ?? 0n,
        updated_position: positions?.updated ?? 0n,
      };
    }),
    status: {
      ...key,
      scope: section.scope,
      status: evaluation.progress.status,
      progress: evaluation.progress.progress,
      total_co2e_kg: evaluation.totalCo2eKg,
    },
    lines: evaluation.rows.flatMap((e) => {
      const line = emissionLine(e);
      return line ? [{ ...key, scope: section.scope, category: questionId, ...line }] : [];
    }),
  };
}

type LineOfRow = Omit<EmissionLineRecord, 'organization_id' | 'question_id' | 'scope' | 'category'>;

function emissionLine(e: RowEvaluation): LineOfRow | null {
  const result = e.result;
  if (!result) return null;
  return {
    row_id: e.row.rowId,
    period: e.row.period,
    subcategory: e.row.table,
    item: textCell(e, ITEM_CELLS),
    location: textCell(e, ['country']),
    co2e_kg: result.co2eKg,
    co2_kg: result.co2Kg,
    ch4_kg: result.ch4Kg,
    n2o_kg: result.n2oKg,
    location_based_kg: result.scope2?.locationBasedKg ?? null,
    market_based_kg: result.scope2?.marketBasedKg ?? null,
    method: result.method,
    factor_id: result.factorRef.factorId,
    factor_set_version: result.factorRef.factorSetVersion,
    factor_source: result.factorRef.source,
    data_quality: result.dataQuality,
    ...energyColumns(e.energy),
  };
}

function energyColumns(energy: RowEvaluation['energy']) {
  if (!energy) return { energy_carrier: null, energy_kwh: null, renewable_kwh: null, energy_note: null };
  if (isEnergyGap(energy))
    return {
      energy_carrier: energy.carrier,
      energy_kwh: null,
      renewable_kwh: null,
      energy_note: energy.reason,
    };
  return {
    energy_carrier: energy.carrier,
    energy_kwh: energy.kwh,
    renewable_kwh: energy.renewableKwh,
    energy_note: energy.basis,
  };
}

function textCell(e: RowEvaluation, keys: readonly string[]): string | null {
  for (const k of keys) {
    const value = e.row.values[k];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}
