import { type RenewableType } from '../emissions/catalogue/enumerations.js';
import { type Unit } from '../emissions/units/unit.js';
import { certifiedKwhForRow, kwhOf } from './certificate-allocation.js';
import {
  type Cells,
  customFactorOf,
  invalid,
  isEmpty,
  type Mapper,
  num,
  ready,
  type RowContext,
} from './row-assessment.js';
import type { CustomFactor } from '../emissions/calculate/rows.js';

/** The provider cell: empty ("don't know the provider": the country's grid), or one of the custom providers. */
function providerOf(cells: Cells, { sheet }: RowContext): CustomFactor | null | undefined {
  if (isEmpty(cells['provider'])) return null;
  // The catalogue has no providers of its own: a provider is always the organization's custom one.
  return customFactorOf(cells['provider'], 'provider', sheet) ?? undefined;
}

export const electricityUse: Mapper = (cells, context) => {
  const provider = providerOf(cells, context);
  if (provider === undefined) return invalid('custom provider not defined');
  const quantity = num(cells['consumption']);
  const unit = cells['unit'] as Unit;
  const greenEnergy = context.sheet.greenEnergy ?? 'no';
  const kwh = kwhOf(quantity, unit);
  const certifiedQuantity =
    greenEnergy === 'yes' && kwh !== null ? certifiedKwhForRow(context.sheet, context.row.period, kwh) : 0;
  return ready({
    section: context.section,
    kind: 'electricity',
    quantity,
    unit,
    country: cells['country'] as string,
    provider,
    greenEnergy,
    certifiedQuantity,
    certifiedUnit: 'kWh',
  });
};

/**
 * Heat carries the sheet's green-energy answer too, but no certificates: the heat section has no certificate
 * table, and sharing the electricity certificates with heat would count them twice.
 */
export const heatUse: Mapper = (cells, context) => {
  const provider = providerOf(cells, context);
  if (provider === undefined) return invalid('custom provider not defined');
  return ready({
    section: context.section,
    kind: 'heat',
    quantity: num(cells['consumption']),
    unit: cells['unit'] as Unit,
    country: cells['country'] as string,
    provider,
    greenEnergy: context.sheet.greenEnergy ?? 'no',
    certifiedQuantity: 0,
    certifiedUnit: 'kWh',
  });
};

/** A certificate has no emissions of its own: it lowers the market-based figure of the month's electricity. */
export const greenEnergyCertificate: Mapper = () => ({
  status: 'info',
  detail: 'certificate: counted in the market-based electricity of its month',
});

export const renewableInstallation: Mapper = (cells, { section }) =>
  ready({
    section,
    kind: 'renewable-installation',
    installation: cells['type'] as RenewableType,
    name: typeof cells['name'] === 'string' ? cells['name'] : '',
    kWh: num(cells['kWh']),
  });
