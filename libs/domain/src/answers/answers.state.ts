import type { GreenEnergyAnswer } from '../emissions/catalogue/enumerations.js';
import type { AnswerPath, AnswerRow, CustomFactorDefinition, YesNo } from './answer-row.js';
import type { AnswerEvent } from './answers.events.js';

/** One section sheet of one organization: the wizard's choices and the current rows. */
export interface AnswersState {
  readonly initialAnswer: YesNo | null;
  readonly items: readonly string[];
  readonly fuels: readonly string[];
  readonly path: AnswerPath | null;
  readonly greenEnergy: GreenEnergyAnswer | null;
  /** Insertion order is kept: it is the order rows were added in. */
  readonly rows: ReadonlyMap<string, AnswerRow>;
  readonly customFactors: ReadonlyMap<string, CustomFactorDefinition>;
}

export const initialAnswersState: AnswersState = {
  initialAnswer: null,
  items: [],
  fuels: [],
  path: null,
  greenEnergy: null,
  rows: new Map(),
  customFactors: new Map(),
};

export function evolveAnswers(state: AnswersState, event: AnswerEvent): AnswersState {
  switch (event.type) {
    case 'InitialAnswerGiven':
      return { ...state, initialAnswer: event.data.answer };
    case 'ItemsChosen':
      return { ...state, items: event.data.items };
    case 'FuelsChosen':
      return { ...state, fuels: event.data.fuels };
    case 'PathChosen':
      return { ...state, path: event.data.path };
    case 'GreenEnergyAnswered':
      return { ...state, greenEnergy: event.data.answer };
    case 'RowAdded':
    case 'RowDuplicated':
      return { ...state, rows: new Map(state.rows).set(event.data.row.rowId, event.data.row) };
    case 'RowsImported': {
      const rows = new Map(state.rows);
      for (const row of event.data.rows) rows.set(row.rowId, row);
      return { ...state, rows };
    }
    case 'RowUpdated': {
      const row = state.rows.get(event.data.rowId);
      if (!row) return state;
      const updated: AnswerRow = {
        ...row,
        period: event.data.period,
        values: { ...row.values, ...event.data.values },
      };
      return { ...state, rows: new Map(state.rows).set(row.rowId, updated) };
    }
    case 'RowsDeleted': {
      const rows = new Map(state.rows);
      for (const row of event.data.rows) rows.delete(row.rowId);
      return { ...state, rows };
    }
    case 'SectionReset':
      return {
        ...state,
        initialAnswer: null,
        items: [],
        fuels: [],
        path: null,
        greenEnergy: null,
      };
    case 'CustomFactorDefined':
      return {
        ...state,
        customFactors: new Map(state.customFactors).set(event.data.custom.customId, event.data.custom),
      };
    // Evidence backs the figures and changes none of them (the evidence fold keeps the files).
    case 'EvidenceAttached':
    case 'EvidenceRemoved':
      return state;
  }
}
