import type { AnswerRow, AnswersState, CustomFactorDefinition } from '@ghg/domain';

/** Row of read.products. */
export interface ProductRecord {
  organization_id: string;
  product_id: string;
  name: string;
  declared_unit: string;
  archived: boolean;
  stream_revision: number;
  created_at: unknown;
  updated_at: unknown;
}

/** The folded answers state of a product section as read.product_sheets.state keeps it (jsonb). */
export interface ProductSheetStateJson {
  initialAnswer: AnswersState['initialAnswer'];
  items: string[];
  fuels: string[];
  path: AnswersState['path'];
  greenEnergy: AnswersState['greenEnergy'];
  rows: AnswerRow[];
  customFactors: CustomFactorDefinition[];
}

/** Row of read.product_sheets. */
export interface ProductSheetRecord {
  organization_id: string;
  product_id: string;
  section: string;
  stream_revision: number;
  state: ProductSheetStateJson;
  status: string;
  progress: number;
  total_co2e_kg: number;
  updated_at: unknown;
}

/** Row of read.product_rows: a current row of a product section and, when calculated, its emissions and factor. */
export interface ProductRowRecord {
  organization_id: string;
  product_id: string;
  section: string;
  row_id: string;
  table_key: string;
  period: string;
  cells: AnswerRow['values'];
  ord: number;
  badge: string;
  missing: string[];
  error_code: string | null;
  co2e_kg: number | null;
  co2_kg: number | null;
  ch4_kg: number | null;
  n2o_kg: number | null;
  method: string | null;
  factor_id: string | null;
  factor_set_version: string | null;
  factor_source: string | null;
  source_row_id: string | null;
  data_quality: string | null;
}

export function productSheetStateOf(json: ProductSheetStateJson | null | undefined): AnswersState {
  if (!json) {
    return {
      initialAnswer: null,
      items: [],
      fuels: [],
      path: null,
      greenEnergy: null,
      rows: new Map(),
      customFactors: new Map(),
    };
  }
  return {
    initialAnswer: json.initialAnswer,
    items: json.items,
    fuels: json.fuels,
    path: json.path,
    greenEnergy: json.greenEnergy,
    rows: new Map(json.rows.map((r) => [r.rowId, r])),
    customFactors: new Map(json.customFactors.map((c) => [c.customId, c])),
  };
}

export function productSheetJsonOf(state: AnswersState): ProductSheetStateJson {
  return {
    initialAnswer: state.initialAnswer,
    items: [...state.items],
    fuels: [...state.fuels],
    path: state.path,
    greenEnergy: state.greenEnergy,
    rows: [...state.rows.values()],
    customFactors: [...state.customFactors.values()],
  };
}
