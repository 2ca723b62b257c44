import type { ChartsDataQuery, DataQualityQuery, DataQualityView } from '@ghg/contracts';
import type { ScopeFilter } from './chart-entries';

type Origin = DataQualityView['origins'][number]['origin'];

/** The best origin first (as the server lists them), each with a colour of its own for the bar. */
export const ORIGIN_COLOURS: Readonly<Record<Origin, string>> = {
  'supplier-specific': '#2E5B9A',
  'activity-data': '#7C9A21',
  'default-factor': '#F7BB49',
  'spend-based': '#D87E2C',
};

/** The panel asks for what the charts show: the same months and Scope 2 method, and the scope chosen (or all). */
export function dataQualityQueryOf(query: ChartsDataQuery, scope: ScopeFilter): DataQualityQuery {
  return scope === -1 ? { ...query } : { ...query, scope: `scope${scope}` };
}

export interface MixSegment {
  origin: Origin;
  tonnes: number;
  /** Share of the tonnes, 0–100, as the server computed it. */
  share: number;
  colour: string;
}

/** The bar's segments: the origins that hold any tonnes, in the server's order (best first). */
export function mixSegments(view: DataQualityView): MixSegment[] {
  return view.origins.filter((o) => o.tonnes > 0).map((o) => ({ ...o, colour: ORIGIN_COLOURS[o.origin] }));
}

/** No emission line in the filter: the panel says so instead of a score of 5 over nothing. */
export const hasNoLines = (view: DataQualityView) => view.totalTonnes <= 0;
