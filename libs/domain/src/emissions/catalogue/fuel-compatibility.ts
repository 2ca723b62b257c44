import { type Engine, type VehicleKind } from './enumerations.js';
import { type EquipmentKind } from './equipment-enumerations.js';
import { type FuelKey } from './fuels.js';

/**
 * The fuels each vehicle kind can burn (spec §5: item type, then its fuel). A passenger car runs on road fuels
 * and their biofuel blends, never on coal or pellets; forklifts also on LPG and propane; boats on marine gas oil.
 */
export const FUELS_BY_VEHICLE: Readonly<Record<VehicleKind, readonly FuelKey[]>> = {
  'passenger-car': [
    'diesel',
    'diesel-mineral',
    'petrol',
    'petrol-mineral',
    'lpg',
    'cng',
    'biodiesel',
    'bioethanol',
    'hvo',
  ],
  truck: ['diesel', 'diesel-mineral', 'lng', 'cng', 'biodiesel', 'hvo'],
  'cargo-van': ['diesel', 'diesel-mineral', 'petrol', 'petrol-mineral', 'lpg', 'cng', 'biodiesel', 'hvo'],
  motorcycle: ['petrol', 'petrol-mineral', 'bioethanol'],
  'truck-tractor': ['diesel', 'diesel-mineral', 'lng', 'cng', 'biodiesel', 'hvo'],
  forklift: ['diesel', 'diesel-mineral', 'lpg', 'propane', 'cng', 'hvo'],
  'motor-boat': ['diesel', 'diesel-mineral', 'petrol', 'petrol-mineral', 'marine-gas-oil', 'hvo'],
};

const SOLID_AND_BIOMASS: readonly FuelKey[] = [
  'coal',
  'coal-domestic',
  'wood-logs',
  'wood-chips',
  'wood-pellets',
];

/** The fuels each kind of stationary equipment burns. */
export const FUELS_BY_EQUIPMENT: Readonly<Record<EquipmentKind, readonly FuelKey[]>> = {
  boiler: [
    'natural-gas',
    'lpg',
    'propane',
    'butane',
    'heating-oil',
    'burning-oil',
    'fuel-oil',
    'biodiesel',
    'hvo',
    ...SOLID_AND_BIOMASS,
  ],
  generator: [
    'diesel',
    'diesel-mineral',
    'petrol',
    'petrol-mineral',
    'heating-oil',
    'natural-gas',
    'lpg',
    'propane',
    'biodiesel',
    'hvo',
  ],
  furnace: [
    'natural-gas',
    'lpg',
    'propane',
    'heating-oil',
    'fuel-oil',
    'coal',
    'coking-coal',
    'petroleum-coke',
    'wood-chips',
    'wood-pellets',
  ],
  heater: ['natural-gas', 'lpg', 'propane', 'butane', 'heating-oil', 'burning-oil', 'diesel'],
  cogeneration: [
    'natural-gas',
    'lpg',
    'heating-oil',
    'fuel-oil',
    'biodiesel',
    'coal',
    'wood-chips',
    'wood-pellets',
  ],
  'other-equipment': [
    'natural-gas',
    'lpg',
    'propane',
    'butane',
    'cng',
    'lng',
    'diesel',
    'diesel-mineral',
    'petrol',
    'petrol-mineral',
    'heating-oil',
    'burning-oil',
    'fuel-oil',
    'coal',
    'coal-domestic',
    'coking-coal',
    'petroleum-coke',
    'biodiesel',
    'bioethanol',
    'hvo',
    'wood-logs',
    'wood-chips',
    'wood-pellets',
  ],
};

/**
 * Engines per vehicle kind for distance driven, as DESNZ splits its per-km factors: cars by every engine, vans
 * without a separate hybrid, HGVs only diesel and motorbikes only petrol ('unknown' takes the same average).
 * Forklifts and boats have no per-km factor: they are entered by fuel.
 */
export const ENGINES_BY_VEHICLE: Readonly<Record<VehicleKind, readonly Engine[]>> = {
  'passenger-car': ['diesel', 'petrol', 'hybrid', 'cng', 'lpg', 'phev', 'bev', 'unknown'],
  'cargo-van': ['diesel', 'petrol', 'cng', 'lpg', 'phev', 'bev', 'unknown'],
  truck: ['diesel', 'unknown'],
  'truck-tractor': ['diesel', 'unknown'],
  motorcycle: ['petrol', 'unknown'],
  forklift: [],
  'motor-boat': [],
};

/** Fuels bought by the litre for goods transport (the fuel method of the goods-transport table). */
export const TRANSPORT_FUELS: readonly FuelKey[] = [
  'diesel',
  'diesel-mineral',
  'petrol',
  'petrol-mineral',
  'lpg',
  'lng',
  'cng',
  'aviation-fuel',
  'marine-gas-oil',
  'fuel-oil',
  'biodiesel',
  'bioethanol',
  'hvo',
];
