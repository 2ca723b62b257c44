import type { GreenEnergyAnswer } from '../emissions/catalogue/enumerations.js';
import type { SectionKey } from '../emissions/catalogue/section-keys.js';
import type { ActorRole } from '../user/roles.js';
import type { AnswerPath, CellValue, CustomFactorKind, YesNo } from './answer-row.js';

export type AnswerCommand =
  | { type: 'AnswerInitialQuestion'; answer: YesNo }
  | { type: 'ChooseItems'; items: string[] }
  | { type: 'ChooseFuels'; fuels: string[] }
  | { type: 'ChoosePath'; path: AnswerPath }
  | {
      type: 'AddRow';
      rowId: string;
      table: string;
      period: string;
      values: Record<string, CellValue>;
    }
  | { type: 'UpdateRow'; rowId: string; period?: string; values: Record<string, CellValue> }
  | { type: 'DuplicateRow'; rowId: string; newRowId: string }
  | { type: 'DeleteRows'; rowIds: string[] }
  | { type: 'DeleteAllRows' }
  | { type: 'ImportRows'; importId: string; fileName: string; rows: readonly ImportedRowInput[] }
  | { type: 'RevertImport'; importId: string }
  | { type: 'ResetSection' }
  | { type: 'AnswerGreenEnergy'; answer: GreenEnergyAnswer }
  | {
      type: 'DefineCustomFactor';
      custom: { customId: string; kind: CustomFactorKind; name: string; kgCo2ePerUnit: number; unit: string };
    };

/** One row read from a spreadsheet, already turned into cell values by the sheet layout. */
export interface ImportedRowInput {
  readonly table: string;
  readonly period: string;
  readonly values: Record<string, CellValue>;
}

export type AnswerCommandType = AnswerCommand['type'];

/** What decide needs besides the stream: who acts, which months are blocked, and what "now" is. */
export interface AnswerCommandContext {
  readonly questionId: SectionKey;
  readonly role: ActorRole;
  /** Blocked months of the organization, 'YYYY-MM'. */
  readonly blockedPeriods: ReadonlySet<string>;
  /** The current month, 'YYYY-MM': rows cannot be dated after it. */
  readonly currentPeriod: string;
  /** Ids of the organization's locations, which a row may name (row-location.ts); absent: none known. */
  readonly locationIds?: ReadonlySet<string>;
}
