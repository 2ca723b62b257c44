import { OPTION_LISTS, type OptionListKey } from '../emissions/catalogue/option-lists.js';
import { findSection } from '../emissions/catalogue/sections.js';
import { type SectionDefinition } from '../emissions/catalogue/section-definition.js';
import { DomainError, type DomainFieldError } from '../shared/domain-error.js';
import { canEditAnswers } from '../user/roles.js';
import { type AnswerRow, type CellValue, customIdOfOption, defaultRowPlacement } from './answer-row.js';
import type { AnswerCommand, AnswerCommandContext } from './answers.commands.js';
import type { AnswerChange, AnswerEvent } from './answers.events.js';
import type { AnswersState } from './answers.state.js';
import { splitByBlocked } from './blocked-rows.js';
import { customFactorErrors, periodError, rowValueErrors } from './row-values.js';
import { rowLocationErrors, withoutLocation } from './row-location.js';
import {
  decideImportRows,
  decideRevertImport,
  type ImportedRowSource,
  type ImportedRowsEvents,
  type ImportRowsOf,
} from './import-rows.decide.js';

/**
 * Decides the events of one command on one section sheet. Refusals throw a DomainError and produce nothing,
 * so a refused command appends no event. A command that changes nothing returns no events.
 */
export function decideAnswers(
  command: AnswerCommand,
  state: AnswersState,
  context: AnswerCommandContext,
): AnswerEvent[] {
  assertCanEdit(context);
  const section = findSection(context.questionId);
  const questionId = context.questionId;
  switch (command.type) {
    case 'AnswerInitialQuestion': {
      if (state.initialAnswer === command.answer) return [];
      const changes = [{ field: 'initialAnswer', before: state.initialAnswer, after: command.answer }];
      return [{ type: 'InitialAnswerGiven', data: { questionId, answer: command.answer, changes } }];
    }
    case 'ChooseItems': {
      requireStep(section, 'choose-items');
      const items = uniqueChoices(command.items, section.itemOptions, 'items', state);
      if (sameList(items, state.items)) return [];
      const changes = [{ field: 'items', before: state.items, after: items }];
      return [{ type: 'ItemsChosen', data: { questionId, items, changes } }];
    }
    case 'ChooseFuels': {
      const list: OptionListKey = section.steps.includes('choose-refrigerants') ? 'refrigerants' : 'fuels';
      requireStep(section, list === 'refrigerants' ? 'choose-refrigerants' : 'choose-fuels');
      const fuels = uniqueChoices(command.fuels, list, 'fuels', state);
      if (sameList(fuels, state.fuels)) return [];
      const changes = [{ field: list, before: state.fuels, after: fuels }];
      return [{ type: 'FuelsChosen', data: { questionId, fuels, changes } }];
    }
    case 'ChoosePath': {
      requireStep(section, 'choose-path');
      if (state.path === command.path) return [];
      const changes = [{ field: 'path', before: state.path, after: command.path }];
      return [{ type: 'PathChosen', data: { questionId, path: command.path, changes } }];
    }
    case 'AnswerGreenEnergy': {
      requireStep(section, 'green-energy');
      if (state.greenEnergy === command.answer) return [];
      const changes = [{ field: 'greenEnergy', before: state.greenEnergy, after: command.answer }];
      return [{ type: 'GreenEnergyAnswered', data: { questionId, answer: command.answer, changes } }];
    }
    case 'DefineCustomFactor': {
      const errors = customFactorErrors(command.custom);
      if (errors.length > 0) throw invalid(errors);
      const custom = { ...command.custom, name: command.custom.name.trim() };
      const before = state.customFactors.get(custom.customId);
      if (before && before.kind !== custom.kind)
        throw invalid([{ path: 'custom.kind', code: 'invalid_value' }]);
      const fields = ['name', 'kgCo2ePerUnit', 'unit'] as const;
      const changes = fields
        .map((f) => ({ field: `custom.${f}`, before: before?.[f] ?? null, after: custom[f] }))
        .filter((c) => c.before !== c.after);
      if (changes.length === 0) return [];
      return [{ type: 'CustomFactorDefined', data: { questionId, custom, changes } }];
    }
    case 'AddRow': {
      if (state.rows.has(command.rowId)) throw invalid([{ path: 'rowId', code: 'invalid_value' }]);
      const table = section.tables.find((t) => t.key === command.table);
      if (!table) throw invalid([{ path: 'table', code: 'invalid_value' }]);
      const errors = [
        ...periodErrors(command.period, context),
        ...rowValueErrors(table, withoutLocation(command.values), state.customFactors),
        ...rowLocationErrors(command.values, context.locationIds),
      ];
      if (errors.length > 0) throw invalid(errors);
      assertOpen(command.period, context);
      const row: AnswerRow = {
        rowId: command.rowId,
        table: table.key,
        period: command.period,
        values: withoutNulls(command.values),
        ...defaultRowPlacement(state.rows.values()),
      };
      return [{ type: 'RowAdded', data: { questionId, row, changes: creationChanges(row) } }];
    }
    case 'UpdateRow': {
      const row = existingRow(state, command.rowId);
      const table = section.tables.find((t) => t.key === row.table);
      const period = command.period ?? row.period;
      const errors = [
        ...(command.period === undefined ? [] : periodErrors(period, context)),
        ...(table ? rowValueErrors(table, withoutLocation(command.values), state.customFactors) : []),
        ...rowLocationErrors(command.values, context.locationIds),
      ];
      if (errors.length > 0) throw invalid(errors);
      assertOpen(row.period, context);
      assertOpen(period, context);
      const changes: AnswerChange[] = Object.entries(command.values)
        .map(([field, after]) => ({
          field,
          before: row.values[field] ?? null,
          after,
          rowId: row.rowId,
          period,
        }))
        .filter((c) => c.before !== c.after);
      if (period !== row.period) {
        changes.unshift({ field: 'period', before: row.period, after: period, rowId: row.rowId, period });
      }
      if (changes.length === 0) return [];
      const values = Object.fromEntries(
        changes.filter((c) => c.field !== 'period').map((c) => [c.field, c.after as CellValue]),
      );
      return [{ type: 'RowUpdated', data: { questionId, rowId: row.rowId, period, values, changes } }];
    }
    case 'DuplicateRow': {
      const source = existingRow(state, command.rowId);
      if (state.rows.has(command.newRowId)) throw invalid([{ path: 'newRowId', code: 'invalid_value' }]);
      assertOpen(source.period, context);
      const row: AnswerRow = {
        ...source,
        rowId: command.newRowId,
        ...defaultRowPlacement(state.rows.values()),
      };
      return [
        {
          type: 'RowDuplicated',
          data: { questionId, sourceRowId: source.rowId, row, changes: creationChanges(row) },
        },
      ];
    }
    case 'DeleteRows': {
      const rows = [...new Set(command.rowIds)].map((id) => existingRow(state, id));
      if (rows.length === 0) return [];
      for (const row of rows) assertOpen(row.period, context);
      return [deletion(questionId, 'selected', rows, 0)];
    }
    case 'DeleteAllRows': {
      const { open, kept } = splitByBlocked([...state.rows.values()], context);
      if (open.length === 0) return [];
      return [deletion(questionId, 'all', open, kept)];
    }
    case 'ImportRows':
      return [...decideImportRows(command, state, context, questionId, section)];
    case 'RevertImport':
      return decideRevertImport(command.importId, state, context, questionId);
    case 'ResetSection': {
      const { open, kept } = splitByBlocked([...state.rows.values()], context);
      const events: AnswerEvent[] = open.length > 0 ? [deletion(questionId, 'reset', open, kept)] : [];
      const changes = resetChanges(state);
      if (changes.length > 0) events.push({ type: 'SectionReset', data: { questionId, changes } });
      return events;
    }
  }
}

/**
 * ImportRows decided as decideAnswers decides it (same refusals, same events), the events built only as they are
 * read: a spreadsheet import appends them a few at a time instead of holding 100,000 rows as events at once.
 * The rows may be any sequence read twice (checked, then built): a spreadsheet import's spool read back.
 */
export function decideImportRowsLazily(
  command: ImportRowsOf<ImportedRowSource>,
  state: AnswersState,
  context: AnswerCommandContext,
): ImportedRowsEvents {
  assertCanEdit(context);
  return decideImportRows(command, state, context, context.questionId, findSection(context.questionId));
}

function assertCanEdit(context: AnswerCommandContext): void {
  if (!canEditAnswers(context.role))
    throw new DomainError('FORBIDDEN', `Role ${context.role} cannot change answers`);
}

function deletion(
  questionId: string,
  mode: 'selected' | 'all' | 'reset',
  rows: AnswerRow[],
  keptBlocked: number,
): AnswerEvent {
  const changes = rows.map((row) => ({
    field: 'row',
    before: row.table,
    after: null,
    rowId: row.rowId,
    period: row.period,
  }));
  return { type: 'RowsDeleted', data: { questionId, mode, rows, keptBlocked, changes } };
}

function resetChanges(state: AnswersState): AnswerChange[] {
  const settings: AnswerChange[] = [
    { field: 'initialAnswer', before: state.initialAnswer, after: null },
    { field: 'items', before: state.items, after: [] },
    { field: 'fuels', before: state.fuels, after: [] },
    { field: 'path', before: state.path, after: null },
    { field: 'greenEnergy', before: state.greenEnergy, after: null },
  ];
  return settings.filter((c) =>
    Array.isArray(c.before) ? (c.before as readonly string[]).length > 0 : c.before !== null,
  );
}

/** The trail of a new row: every value it starts with, from nothing. */
function creationChanges(row: AnswerRow): AnswerChange[] {
  return [
    { field: 'period', before: null, after: row.period, rowId: row.rowId, period: row.period },
    ...Object.entries(row.values).map(([field, after]) => ({
      field,
      before: null,
      after,
      rowId: row.rowId,
      period: row.period,
    })),
  ];
}

function assertOpen(period: string, context: AnswerCommandContext): void {
  if (context.blockedPeriods.has(period)) {
    throw new DomainError('PERIOD_BLOCKED', `The period ${period} is blocked and cannot be changed`, [
      { path: 'period', code: 'period_blocked' },
    ]);
  }
}

function periodErrors(period: string, context: AnswerCommandContext): DomainFieldError[] {
  const code = periodError(period, context.currentPeriod);
  return code ? [{ path: 'period', code }] : [];
}

function existingRow(state: AnswersState, rowId: string): AnswerRow {
  const row = state.rows.get(rowId);
  if (!row)
    throw new DomainError('ROW_NOT_FOUND', `Row ${rowId} does not exist`, [
      { path: 'rowId', code: 'invalid_value' },
    ]);
  return row;
}

function requireStep(section: SectionDefinition, step: SectionDefinition['steps'][number]): void {
  if (!section.steps.includes(step)) {
    throw invalid([{ path: 'type', code: 'invalid_value' }]);
  }
}

function uniqueChoices(
  choices: readonly string[],
  list: OptionListKey | null,
  path: string,
  state: AnswersState,
): string[] {
  const unique = [...new Set(choices)];
  const known = new Set((list ? OPTION_LISTS[list] : []).map((o) => o.key));
  const errors = unique
    .map((choice, i) => ({ choice, i }))
    .filter(({ choice }) => !known.has(choice) && !isCustomChoice(choice, state))
    .map(({ i }) => ({ path: `${path}.${i}`, code: 'invalid_value' }));
  if (errors.length > 0) throw invalid(errors);
  return unique;
}

const isCustomChoice = (choice: string, state: AnswersState): boolean => {
  const id = customIdOfOption(choice);
  return id !== null && state.customFactors.has(id);
};

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function withoutNulls(values: Record<string, CellValue>): Record<string, CellValue> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null));
}

function invalid(fields: DomainFieldError[]): DomainError {
  return new DomainError('VALIDATION_ERROR', 'Validation error', fields);
}
