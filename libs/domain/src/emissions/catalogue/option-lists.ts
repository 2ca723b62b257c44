import { COUNTRIES } from './countries.js';
import {
  ENGINES,
  FREIGHT_MODES,
  GREEN_ENERGY_OPTIONS,
  RENEWABLE_TYPES,
  TRAVEL_MODES,
  VEHICLE_KINDS,
  WASTE_TREATMENTS,
  WASTE_TYPES,
} from './enumerations.js';
import { COOLING_EQUIPMENT, EQUIPMENT_KINDS } from './equipment-enumerations.js';
import {
  DEVICES,
  MATERIALS,
  METAL_TYPES,
  SERVICE_CATEGORIES,
  WATER_SERVICES,
} from './purchase-enumerations.js';
import { FUELS } from './fuels.js';
import { type Option } from './labelled.js';
import { REFRIGERANTS } from './refrigerants.js';

export type OptionListKey =
  | 'vehicle-kinds'
  | 'equipment-kinds'
  | 'cooling-equipment'
  | 'fuels'
  | 'engines'
  | 'refrigerants'
  | 'countries'
  | 'providers'
  | 'travel-modes'
  | 'waste-types'
  | 'waste-treatments'
  | 'freight-modes'
  | 'renewable-types'
  | 'green-energy'
  | 'materials'
  | 'metal-types'
  | 'devices'
  | 'service-categories'
  | 'water-services';

/** Option lists by key; 'providers' is per organization (custom providers), so it starts empty here. */
export const OPTION_LISTS: Readonly<Record<OptionListKey, readonly Option[]>> = {
  'vehicle-kinds': VEHICLE_KINDS,
  'equipment-kinds': EQUIPMENT_KINDS,
  'cooling-equipment': COOLING_EQUIPMENT,
  fuels: FUELS,
  engines: ENGINES,
  refrigerants: REFRIGERANTS.map((r) => ({ key: r.key, label: r.label })),
  countries: COUNTRIES.map((c) => ({ key: c.code, label: c.label })),
  providers: [],
  'travel-modes': TRAVEL_MODES,
  'waste-types': WASTE_TYPES,
  'waste-treatments': WASTE_TREATMENTS,
  'freight-modes': FREIGHT_MODES,
  'renewable-types': RENEWABLE_TYPES,
  'green-energy': GREEN_ENERGY_OPTIONS,
  materials: MATERIALS,
  'metal-types': METAL_TYPES,
  devices: DEVICES,
  'service-categories': SERVICE_CATEGORIES,
  'water-services': WATER_SERVICES,
};
