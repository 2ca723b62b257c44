import { findSection } from '../emissions/catalogue/sections.js';
import { type SectionKey } from '../emissions/catalogue/section-keys.js';
import { type AnswerRow } from './answer-row.js';
import type { AnswersState } from './answers.state.js';
import {
  dependencyMismatch,
  incomplete,
  isEmpty,
  type Mapper,
  missingRequired,
  type RowAssessment,
} from './row-assessment.js';
import { customFactorRow, fuelUse, refrigerantTopUp, vehicleDistance } from './row-mappers-direct.js';
import {
  electricityUse,
  greenEnergyCertificate,
  heatUse,
  renewableInstallation,
} from './row-mappers-energy.js';
import {
  ALTERNATIVES,
  carsBought,
  certificatePurchase,
  devices,
  goodByMassOrCost,
  goodsTransport,
  knownFootprint,
  metals,
  officeHeating,
  otherGoods,
  spend,
  water,
  waste,
} from './row-mappers-purchases.js';
import { businessTrip, commute, hotelStay } from './row-mappers-travel.js';

export { missingRequired, type RowAssessment } from './row-assessment.js';
/** Per table whose figure may come from several columns: the columns of which one method must be filled. */
export { ALTERNATIVES as TABLE_ALTERNATIVES } from './row-mappers-purchases.js';

/**
 * Table key → how its cells become activities. Every table of the catalogue is listed (a test walks them all);
 * item and equipment types are descriptive except for distance driven, where the vehicle kind picks the factor.
 */
export const TABLE_MAPPERS: Readonly<Record<string, Mapper>> = {
  'vehicle-fuel': fuelUse,
  'vehicle-distance': vehicleDistance,
  'equipment-fuel': fuelUse,
  cooling: refrigerantTopUp,
  'custom-factor': customFactorRow,
  electricity: electricityUse,
  heat: heatUse,
  'green-energy': greenEnergyCertificate,
  'renewable-installations': renewableInstallation,
  'business-travel': businessTrip,
  'hotel-stays': hotelStay,
  commuting: commute,
  waste,
  metals,
  // Same cells as metals plus a name: material × mass × the material's primary-production factor.
  'raw-materials': metals,
  'it-equipment': goodByMassOrCost('it-equipment'),
  furniture: goodByMassOrCost('furniture'),
  machinery: goodByMassOrCost('machinery'),
  books: goodByMassOrCost('books'),
  cars: carsBought,
  'other-goods': otherGoods,
  laptops: devices('laptop'),
  smartphones: devices('smartphone'),
  services: spend,
  'office-materials': spend,
  spend,
  water,
  'office-heating': officeHeating,
  'renewable-certificates': certificatePurchase,
  'goods-transport': goodsTransport,
  'known-footprint': knownFootprint,
};

export function assessRow(sectionKey: SectionKey, row: AnswerRow, sheet: AnswersState): RowAssessment {
  const table = findSection(sectionKey).tables.find((t) => t.key === row.table);
  if (!table) return { status: 'invalid', detail: `table ${row.table} is not part of ${sectionKey}` };
  const missing = missingRequired(table, row.values);
  if (missing.length > 0) {
    // When no alternative is filled either, name them now, so the user sees everything left to fill at once.
    const alternatives = ALTERNATIVES[table.key] ?? [];
    const noneChosen = alternatives.every((key) => isEmpty(row.values[key]));
    return incomplete(noneChosen ? [...missing, ...alternatives] : missing);
  }
  const mismatch = dependencyMismatch(table, row.values);
  if (mismatch) return mismatch;
  const mapper = TABLE_MAPPERS[table.key];
  return mapper
    ? mapper(row.values, { section: sectionKey, row, table, sheet })
    : { status: 'invalid', detail: `no mapping for ${table.key}` };
}
