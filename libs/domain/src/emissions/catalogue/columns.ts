import { type Unit } from '../units/unit.js';
import { VEHICLE_FUEL_UNITS, STATIONARY_FUEL_UNITS } from './fuels.js';
import { type Label } from './labelled.js';
import { type OptionListKey } from './option-lists.js';

export type ValueType = 'text' | 'number' | 'integer' | 'date' | 'option' | 'boolean' | 'unit';

/** One column of a section's data table: key, value type, unit options and whether it is required. */
export interface ColumnDefinition {
  readonly key: string;
  readonly label: Label;
  readonly valueType: ValueType;
  readonly options: OptionListKey | null;
  readonly units: readonly Unit[] | null;
  readonly required: boolean;
}

const col = (
  key: string,
  pl: string,
  en: string,
  valueType: ValueType,
  required: boolean,
  extra: { options?: OptionListKey; units?: readonly Unit[] } = {},
): ColumnDefinition => ({
  key,
  label: { pl, en },
  valueType,
  options: extra.options ?? null,
  units: extra.units ?? null,
  required,
});

export const ENERGY_UNITS: readonly Unit[] = ['kWh', 'MWh', 'GJ'];
export const WASTE_UNITS: readonly Unit[] = ['kg', 'Mg', 'tonnes'];
export const MASS_UNITS: readonly Unit[] = ['kg', 'tonnes', 'Mg'];

export const COLUMNS = {
  name: col('name', 'Nazwa', 'Name', 'text', true),
  itemVehicle: col('itemType', 'Rodzaj pojazdu', 'Item type', 'option', true, { options: 'vehicle-kinds' }),
  itemEquipment: col('itemType', 'Rodzaj urządzenia', 'Item type', 'option', true, {
    options: 'equipment-kinds',
  }),
  itemCooling: col('equipmentType', 'Rodzaj urządzenia', 'Equipment type', 'option', true, {
    options: 'cooling-equipment',
  }),
  fuelType: col('fuelType', 'Rodzaj paliwa', 'Fuel type', 'option', true, { options: 'fuels' }),
  engine: col('engine', 'Napęd', 'Engine', 'option', true, { options: 'engines' }),
  refrigerantType: col('refrigerantType', 'Rodzaj czynnika', 'Refrigerant type', 'option', true, {
    options: 'refrigerants',
  }),
  consumption: col('consumption', 'Zużycie', 'Consumption', 'number', true),
  vehicleFuelUnit: col('unit', 'Jednostka', 'Unit', 'unit', true, { units: VEHICLE_FUEL_UNITS }),
  stationaryFuelUnit: col('unit', 'Jednostka', 'Unit', 'unit', true, { units: STATIONARY_FUEL_UNITS }),
  refrigerantUnit: col('unit', 'Jednostka', 'Unit', 'unit', true, { units: ['kg', 'tonnes'] }),
  distanceKm: col('distanceKm', 'Dystans (km)', 'Distance (km)', 'number', true, { units: ['km'] }),
  provider: col('provider', 'Dostawca', 'Provider', 'option', false, { options: 'providers' }),
  energyUnit: col('unit', 'Jednostka', 'Unit', 'unit', true, { units: ENERGY_UNITS }),
  country: col('country', 'Kraj', 'Country', 'option', true, { options: 'countries' }),
  certificate: col(
    'certificate',
    'Numer certyfikatu lub nazwa operatora',
    'Certificate number or operator name',
    'text',
    true,
  ),
  purchasedAmount: col('purchasedAmount', 'Zakupiona ilość', 'Purchased amount', 'number', true),
  description: col('description', 'Opis', 'Description', 'text', false),
  renewableType: col('type', 'Rodzaj instalacji', 'Type', 'option', true, { options: 'renewable-types' }),
  renewableKwh: col('kWh', 'Produkcja lub zużycie (kWh)', 'Production or consumption (kWh)', 'number', true, {
    units: ['kWh'],
  }),
  tripName: col('tripName', 'Nazwa podróży', 'Trip name', 'text', false),
  startPlace: col('startPlace', 'Miejsce wyjazdu', 'Start place', 'text', false),
  destination: col('destination', 'Cel podróży', 'Destination', 'text', false),
  destinationCountry: col('destinationCountry', 'Kraj docelowy', 'Destination country', 'option', true, {
    options: 'countries',
  }),
  date: col('date', 'Data', 'Date', 'date', true),
  transportMode: col('transportMode', 'Środek transportu', 'Transport mode', 'option', true, {
    options: 'travel-modes',
  }),
  oneWayKm: col('oneWayDistanceKm', 'Dystans w jedną stronę (km)', 'One-way distance (km)', 'number', true, {
    units: ['km'],
  }),
  roundTrip: col('roundTrip', 'W obie strony', 'Return trip', 'boolean', true),
  people: col('people', 'Liczba osób', 'Number of people', 'integer', true),
  cars: col('cars', 'Liczba samochodów', 'Number of cars', 'integer', false),
  roomNights: col('roomNights', 'Noclegi (pokojonoce)', 'Hotel room-nights', 'integer', false, {
    units: ['room-night'],
  }),
  days: col('days', 'Liczba dni dojazdów', 'Commuting days', 'integer', true),
  wasteType: col('wasteType', 'Rodzaj odpadu', 'Waste type', 'option', true, { options: 'waste-types' }),
  treatment: col('treatment', 'Sposób zagospodarowania', 'Treatment', 'option', true, {
    options: 'waste-treatments',
  }),
  mass: col('mass', 'Masa', 'Mass', 'number', true),
  wasteUnit: col('unit', 'Jednostka', 'Unit', 'unit', true, { units: WASTE_UNITS }),
  massUnit: col('unit', 'Jednostka', 'Unit', 'unit', true, { units: MASS_UNITS }),
  model: col('model', 'Model', 'Model', 'text', false),
  count: col('count', 'Liczba sztuk', 'Number of pieces', 'integer', true, { units: ['pieces'] }),
  costPln: col('costPln', 'Koszt (PLN)', 'Cost (PLN)', 'number', true, { units: ['PLN'] }),
  optionalCostPln: col('costPln', 'Koszt (PLN)', 'Cost (PLN)', 'number', false, { units: ['PLN'] }),
  optionalMass: col('mass', 'Masa', 'Mass', 'number', false),
  optionalCount: col('count', 'Liczba sztuk', 'Number of pieces', 'integer', false, { units: ['pieces'] }),
  category: col('category', 'Kategoria', 'Category', 'option', true, { options: 'service-categories' }),
  material: col('material', 'Materiał', 'Material', 'option', true, { options: 'materials' }),
  metalType: col('material', 'Rodzaj metalu', 'Metal type', 'option', true, { options: 'metal-types' }),
  device: col('device', 'Rodzaj', 'Kind', 'option', true, { options: 'devices' }),
  waterService: col('service', 'Rodzaj', 'Kind', 'option', true, { options: 'water-services' }),
  volume: col('volume', 'Objętość', 'Volume', 'number', true),
  volumeUnit: col('unit', 'Jednostka', 'Unit', 'unit', true, { units: ['m3', 'litres'] }),
  areaM2: col('areaM2', 'Powierzchnia (m2)', 'Area (m2)', 'number', true, { units: ['m2'] }),
  months: col('months', 'Liczba miesięcy', 'Months', 'integer', true),
  freightVehicle: col('vehicleType', 'Rodzaj transportu', 'Vehicle type', 'option', false, {
    options: 'freight-modes',
  }),
  goodsMassTonnes: col('goodsMassTonnes', 'Masa towaru (t)', 'Goods mass (tonnes)', 'number', false, {
    units: ['tonnes'],
  }),
  optionalDistanceKm: col('distanceKm', 'Dystans (km)', 'Distance (km)', 'number', false, { units: ['km'] }),
  optionalFuelType: col('fuelType', 'Rodzaj paliwa', 'Fuel type', 'option', false, { options: 'fuels' }),
  fuelLitres: col('fuelLitres', 'Paliwo (litry)', 'Fuel (litres)', 'number', false, { units: ['litres'] }),
  serviceProvider: col('serviceProvider', 'Usługodawca', 'Service provider', 'text', false),
  knownFootprintKg: col(
    'knownFootprintKg',
    'Znany ślad (kg CO2e)',
    'Known footprint (kg CO2e)',
    'number',
    false,
  ),
  requiredFootprintKg: col(
    'knownFootprintKg',
    'Ślad węglowy (kg CO2e)',
    'Footprint (kg CO2e)',
    'number',
    true,
  ),
  customFactor: col(
    'factor',
    'Wskaźnik emisji (kg CO2e / jednostkę)',
    'Emission factor (kg CO2e / unit)',
    'number',
    true,
  ),
  anyUnit: col('unit', 'Jednostka', 'Unit', 'unit', true, {
    units: [
      'kWh',
      'MWh',
      'GJ',
      'litres',
      'm3',
      'kg',
      'tonnes',
      'Mg',
      'km',
      'passenger.km',
      'tonne.km',
      'pieces',
    ],
  }),
} as const satisfies Record<string, ColumnDefinition>;
