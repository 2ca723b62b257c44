import { type Unit } from '../units/unit.js';
import { option, type Option } from './labelled.js';

export const FUEL_KEYS = [
  'diesel',
  'diesel-mineral',
  'petrol',
  'petrol-mineral',
  'lpg',
  'cng',
  'lng',
  'natural-gas',
  'propane',
  'butane',
  'heating-oil',
  'burning-oil',
  'fuel-oil',
  'aviation-fuel',
  'marine-gas-oil',
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
] as const;
export type FuelKey = (typeof FUEL_KEYS)[number];

export const FUELS: readonly Option<FuelKey>[] = [
  option('diesel', 'Olej napędowy (średnia domieszka biokomponentów)', 'Diesel (average biofuel blend)'),
  option('diesel-mineral', 'Olej napędowy (100% mineralny)', 'Diesel (100% mineral)'),
  option('petrol', 'Benzyna (średnia domieszka biokomponentów)', 'Petrol (average biofuel blend)'),
  option('petrol-mineral', 'Benzyna (100% mineralna)', 'Petrol (100% mineral)'),
  option('lpg', 'LPG', 'LPG'),
  option('cng', 'CNG', 'CNG'),
  option('lng', 'LNG', 'LNG'),
  option('natural-gas', 'Gaz ziemny', 'Natural gas'),
  option('propane', 'Propan', 'Propane'),
  option('butane', 'Butan', 'Butane'),
  option('heating-oil', 'Olej opałowy lekki', 'Gas oil (heating oil)'),
  option('burning-oil', 'Nafta (kerosyna)', 'Burning oil (kerosene)'),
  option('fuel-oil', 'Olej opałowy ciężki', 'Fuel oil'),
  option('aviation-fuel', 'Paliwo lotnicze', 'Aviation turbine fuel'),
  option('marine-gas-oil', 'Olej napędowy żeglugowy', 'Marine gas oil'),
  option('coal', 'Węgiel kamienny (przemysłowy)', 'Coal (industrial)'),
  option('coal-domestic', 'Węgiel kamienny (gospodarstwa domowe)', 'Coal (domestic)'),
  option('coking-coal', 'Węgiel koksujący', 'Coking coal'),
  option('petroleum-coke', 'Koks naftowy', 'Petroleum coke'),
  option('biodiesel', 'Biodiesel (FAME)', 'Biodiesel (FAME)'),
  option('bioethanol', 'Bioetanol', 'Bioethanol'),
  option('hvo', 'HVO', 'Biodiesel HVO'),
  option('wood-logs', 'Drewno kawałkowe', 'Wood logs'),
  option('wood-chips', 'Zrębka drzewna', 'Wood chips'),
  option('wood-pellets', 'Pellet drzewny', 'Wood pellets'),
];

/** Units a stationary fuel may be entered in (spec: litres, tonnes, cubic metres, kg), plus energy units. */
export const STATIONARY_FUEL_UNITS: readonly Unit[] = ['litres', 'tonnes', 'm3', 'kg', 'kWh', 'MWh', 'GJ'];
export const VEHICLE_FUEL_UNITS: readonly Unit[] = ['litres', 'kg', 'm3', 'kWh'];

/**
 * Calorific-value basis of an energy quantity of fuel. Gross (higher heating value) is what gas invoices state
 * and DESNZ's default; net (lower heating value) excludes the heat of the water vapour formed.
 */
export const CV_BASIS_KEYS = ['gross', 'net'] as const;
export type CvBasis = (typeof CV_BASIS_KEYS)[number];
export const CV_BASES: readonly Option<CvBasis>[] = [
  option('gross', 'Ciepło spalania (brutto, GCV)', 'Gross calorific value (GCV)'),
  option('net', 'Wartość opałowa (netto, NCV)', 'Net calorific value (NCV)'),
];
