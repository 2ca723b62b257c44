import { type Engine, type VehicleKind } from '../emissions/catalogue/enumerations.js';
import { type CvBasis, type FuelKey } from '../emissions/catalogue/fuels.js';
import { type Unit } from '../emissions/units/unit.js';
import { customFactorOf, invalid, type Mapper, num, ready, str } from './row-assessment.js';

/** Vehicle and equipment fuel tables: a catalogue fuel, or a custom fuel with its own factor. */
export const fuelUse: Mapper = (cells, { section, sheet }) => {
  const custom = customFactorOf(cells['fuelType'], 'fuel', sheet);
  if (custom === undefined) return invalid('custom fuel not defined');
  const quantity = num(cells['consumption']);
  const unit = str(cells['unit']) as Unit;
  if (custom) return ready({ section, kind: 'custom-factor', factor: custom, quantity, unit });
  const fuel = str(cells['fuelType']) as FuelKey;
  // An empty basis (rows stored before the choice existed, or left empty) is gross, DESNZ's default.
  const cvBasis: CvBasis = cells['cvBasis'] === 'net' ? 'net' : 'gross';
  return ready({ section, kind: 'fuel', fuel, quantity, unit, cvBasis });
};

/** Distance driven: the item type is the vehicle kind, which with the engine picks the per-km factor. */
export const vehicleDistance: Mapper = (cells, { section }) =>
  ready({
    section,
    kind: 'vehicle-distance',
    vehicle: str(cells['itemType']) as VehicleKind,
    engine: str(cells['engine']) as Engine,
    distanceKm: num(cells['distanceKm']),
  });

/** Refrigerant top-ups: the mass refilled leaked out; the equipment type only describes the item. */
export const refrigerantTopUp: Mapper = (cells, { section, sheet }) => {
  const custom = customFactorOf(cells['refrigerantType'], 'refrigerant', sheet);
  if (custom === undefined) return invalid('custom refrigerant not defined');
  const quantity = num(cells['consumption']);
  const unit = str(cells['unit']) as Unit;
  if (custom) return ready({ section, kind: 'custom-factor', factor: custom, quantity, unit });
  return ready({ section, kind: 'refrigerant', refrigerant: str(cells['refrigerantType']), quantity, unit });
};

/** A factor typed into the row itself (table 'custom-factor'): name, factor per unit, quantity in that unit. */
export const customFactorRow: Mapper = (cells, { section }) => {
  const unit = str(cells['unit']) as Unit;
  return ready({
    section,
    kind: 'custom-factor',
    factor: { name: str(cells['name']), kgCo2ePerUnit: num(cells['factor']), unit },
    quantity: num(cells['consumption']),
    unit,
  });
};
