import { COUNTRIES } from './countries.js';
import {
  CABIN_CLASSES,
  ENGINES,
  FLIGHT_HAULS,
  RADIATIVE_FORCING,
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
import { ENGINES_BY_VEHICLE, TRANSPORT_FUELS } from './fuel-compatibility.js';
import { CV_BASES, FUELS } from './fuels.js';
import { type Option } from './labelled.js';
import { REFRIGERANTS } from './refrigerants.js';

export type OptionListKey =
  | 'vehicle-kinds'
  | 'equipment-kinds'
  | 'cooling-equipment'
  | 'fuels'
  | 'transport-fuels'
  | 'cv-bases'
  | 'distance-vehicle-kinds'
  | 'engines'
  | 'refrigerants'
  | 'countries'
  | 'providers'
  | 'travel-modes'
  | 'flight-hauls'
  | 'cabin-classes'
  | 'radiative-forcing'
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
  'transport-fuels': FUELS.filter((f) => TRANSPORT_FUELS.includes(f.key)),
  'cv-bases': CV_BASES,
  // Vehicle kinds with a per-km factor (forklifts and boats are entered by fuel).
  'distance-vehicle-kinds': VEHICLE_KINDS.filter((k) => ENGINES_BY_VEHICLE[k.key].length > 0),
  engines: ENGINES,
  refrigerants: REFRIGERANTS.map((r) => ({ key: r.key, label: r.label })),
  countries: COUNTRIES.map((c) => ({ key: c.code, label: c.label })),
  providers: [],
  'travel-modes': TRAVEL_MODES,
  'flight-hauls': FLIGHT_HAULS,
  'cabin-classes': CABIN_CLASSES,
  'radiative-forcing': RADIATIVE_FORCING,
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
