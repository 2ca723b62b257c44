/**
 * The question catalogue as `GET /api/questions` answers it (spec §7 "GET questions"): every section of scopes
 * 1-3 with its wizard steps, tables, columns and option lists, labels in both languages. The web renders the
 * wizards and tables from it; the domain catalogue stays on the server.
 */
export interface LabelView {
  pl: string;
  en: string;
}

export interface OptionView {
  key: string;
  label: LabelView;
}

export interface ColumnView {
  key: string;
  label: LabelView;
  valueType: 'text' | 'number' | 'integer' | 'date' | 'option' | 'boolean' | 'unit';
  /** Key into QuestionCatalogueView.optionLists; 'providers' is filled from the sheet's custom providers. */
  options: string | null;
  units: string[] | null;
  required: boolean;
  /**
   * The choices (options or units) allowed for each value of another column of the row: the fuels of a vehicle
   * kind, a fuel's units, a flight haul's cabin classes. A value not listed leaves every choice open; an empty
   * cell of that column stands for `whenEmpty` when given.
   */
  dependsOn?: { column: string; choices: Record<string, string[]>; whenEmpty?: string } | null;
}

export interface TableView {
  key: string;
  label: LabelView;
  columns: ColumnView[];
}

export type WizardStepKey =
  | 'initial-question'
  | 'choose-items'
  | 'choose-fuels'
  | 'choose-refrigerants'
  | 'choose-path'
  | 'data-entry'
  | 'green-energy';

export interface SectionView {
  /** The questionId: used in routes /report/scope-{n}/{questionId}/questions-1 and in commands. */
  key: string;
  scope: 'scope-1' | 'scope-2' | 'scope-3';
  ghgCategory: number | null;
  label: LabelView;
  question: LabelView;
  steps: WizardStepKey[];
  itemOptions: string | null;
  tables: TableView[];
}

export interface QuestionCatalogueView {
  sections: SectionView[];
  optionLists: Record<string, OptionView[]>;
}
