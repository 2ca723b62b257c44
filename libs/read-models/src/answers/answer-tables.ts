import type { QuestionStatusKey, RowBadgeKey } from '@ghg/contracts';
import type {
  AnswerPath,
  AnswerRow,
  CustomFactorDefinition,
  DataQuality,
  GreenEnergyAnswer,
  YesNo,
} from '@ghg/domain';

/** Row of read.answer_sheets as the drivers return it (jsonb parsed): a sheet's wizard answers. */
export interface AnswerSheetRecord {
  organization_id: string;
  question_id: string;
  /** Revision of the stream's last event: the expected revision of the next edit. */
  stream_revision: number;
  initial_answer: YesNo | null;
  items: string[];
  fuels: string[];
  path: AnswerPath | null;
  green_energy: GreenEnergyAnswer | null;
  custom_factors: CustomFactorDefinition[];
  updated_at: unknown;
}

/** Row of read.answer_rows: one current row of a sheet with what the evaluation found. */
export interface AnswerRowRecord {
  organization_id: string;
  question_id: string;
  row_id: string;
  table_key: string;
  period: string;
  cells: AnswerRow['values'];
  main: boolean;
  field_type: string;
  ord: number;
  badge: RowBadgeKey;
  missing: string[];
  error_code: string | null;
  /** Log positions (bigint: string, number or bigint by driver; see toPosition). */
  created_position: unknown;
  updated_position: unknown;
}

/** Row of read.emission_lines: one calculated row and month. */
export interface EmissionLineRecord {
  organization_id: string;
  question_id: string;
  row_id: string;
  period: string;
  scope: string;
  category: string;
  subcategory: string;
  item: string | null;
  location: string | null;
  co2e_kg: number;
  co2_kg: number | null;
  ch4_kg: number | null;
  n2o_kg: number | null;
  location_based_kg: number | null;
  market_based_kg: number | null;
  method: string;
  factor_id: string;
  factor_set_version: string;
  factor_source: string;
  data_quality: DataQuality;
  /** VSME B3: 'fuel' | 'electricity' | 'heat' for energy use, else null. */
  energy_carrier: string | null;
  /** kWh consumed; null for a gap (energy_note says why) and for lines that are not energy use. */
  energy_kwh: number | null;
  renewable_kwh: number | null;
  /** How the kWh were obtained (the factor rows of a conversion), or why there are none. */
  energy_note: string | null;
}

/** Row of read.question_status: a section's status badge, progress and total. */
export interface QuestionStatusRecord {
  organization_id: string;
  question_id: string;
  scope: string;
  status: QuestionStatusKey;
  progress: number;
  total_co2e_kg: number;
}
