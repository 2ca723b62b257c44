/** A cell of an answer table as stored in events: what the user typed or picked, never a derived figure. */
export type CellValue = string | number | boolean | null;
export type RowValues = Readonly<Record<string, CellValue>>;

/**
 * One row of a section's data table. `period` is the month the activity belongs to ('YYYY-MM'): blocked
 * periods, emission lines and the period filters all key on it.
 */
export interface AnswerRow {
  readonly rowId: string;
  /** Key of one of the section's tables (catalogue `TableDefinition.key`). */
  readonly table: string;
  readonly period: string;
  readonly values: RowValues;
  /** Main rows are the user's own; non-main rows are sub-rows the UI nests under them. */
  readonly main: boolean;
  readonly fieldType: string;
  readonly order: number;
}

export type YesNo = 'yes' | 'no';
export type AnswerPath = 'detailed' | 'summarized';
export type CustomFactorKind = 'fuel' | 'provider' | 'refrigerant';

/** A factor the organization defines for itself: custom fuel, provider or refrigerant (name, factor, unit). */
export interface CustomFactorDefinition {
  readonly customId: string;
  readonly kind: CustomFactorKind;
  readonly name: string;
  readonly kgCo2ePerUnit: number;
  readonly unit: string;
}

/** How a new table row starts (spec §3): main, field type other, order = count of main rows + 1. */
export function defaultRowPlacement(
  rows: Iterable<AnswerRow>,
): Pick<AnswerRow, 'main' | 'fieldType' | 'order'> {
  let mainRows = 0;
  for (const row of rows) if (row.main) mainRows += 1;
  return { main: true, fieldType: 'other', order: mainRows + 1 };
}

/** A custom factor is picked in a table as `custom:<customId>` wherever a fuel, refrigerant or provider goes. */
export const CUSTOM_OPTION_PREFIX = 'custom:';
export const customOptionKey = (customId: string): string => `${CUSTOM_OPTION_PREFIX}${customId}`;
export const customIdOfOption = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith(CUSTOM_OPTION_PREFIX)
    ? value.slice(CUSTOM_OPTION_PREFIX.length)
    : null;

export const answersStreamId = (organizationId: string, questionId: string): string =>
  `answers-${organizationId}-${questionId}`;
