import { type Unit } from '../units/unit.js';
import { CABINS_BY_HAUL } from './enumerations.js';
import { ENGINES_BY_VEHICLE, FUELS_BY_EQUIPMENT, FUELS_BY_VEHICLE } from './fuel-compatibility.js';
import { fuelsWithCvChoice, treatmentsByWasteType, unitsByFuel } from './source-choices.js';
import { FUEL_KEYS, VEHICLE_FUEL_UNITS, STATIONARY_FUEL_UNITS } from './fuels.js';
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
  /** Options or units that depend on another cell of the row (the fuels of a vehicle kind, a fuel's units). */
  readonly dependsOn: ColumnDependency | null;
}

/** The choices allowed for each value of another column; a value not listed leaves every choice open. */
export interface ColumnDependency {
  readonly column: string;
  readonly choices: Readonly<Record<string, readonly string[]>>;
  /** The value an empty cell of that column stands for (an empty flight haul is 'auto'). */
  readonly whenEmpty?: string;
}

/**
 * The choices of a column given the row's other cells: all of them until the column it depends on is filled,
 * then those the filled value allows (a custom fuel, not in the map, keeps every unit).
 */
export function allowedChoices<T extends string>(
  column: Pick<ColumnDefinition, 'dependsOn'>,
  cells: Readonly<Record<string, unknown>>,
  all: readonly T[],
): T[] {
  const dependency = column.dependsOn;
  const cell = dependency ? cells[dependency.column] : undefined;
  const value = cell === undefined || cell === null || cell === '' ? dependency?.whenEmpty : cell;
  if (!dependency || typeof value !== 'string' || !Object.hasOwn(dependency.choices, value)) return [...all];
  const allowed = new Set(dependency.choices[value]);
  return all.filter((choice) => allowed.has(choice));
}

const col = (
  key: string,
  pl: string,
  en: string,
  valueType: ValueType,
  required: boolean,
  extra: { options?: OptionListKey; units?: readonly Unit[]; dependsOn?: ColumnDependency } = {},
): ColumnDefinition => ({
  key,
  label: { pl, en },
  valueType,
  options: extra.options ?? null,
  units: extra.units ?? null,
  required,
  dependsOn: extra.dependsOn ?? null,
});

const on = (
  column: string,
  choices: Readonly<Record<string, readonly string[]>>,
  whenEmpty?: string,
): ColumnDependency => (whenEmpty === undefined ? { column, choices } : { column, choices, whenEmpty });

const CV_CHOICE = new Set(fuelsWithCvChoice());
/** The calorific-value basis only exists for fuels the source publishes on both bases. */
const CV_BASES_BY_FUEL = Object.fromEntries(
  FUEL_KEYS.map((fuel) => [fuel, CV_CHOICE.has(fuel) ? ['gross', 'net'] : []]),
);

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
  itemVehicleDistance: col('itemType', 'Rodzaj pojazdu', 'Item type', 'option', true, {
    options: 'distance-vehicle-kinds',
  }),
  vehicleFuelType: col('fuelType', 'Rodzaj paliwa', 'Fuel type', 'option', true, {
    options: 'fuels',
    dependsOn: on('itemType', FUELS_BY_VEHICLE),
  }),
  equipmentFuelType: col('fuelType', 'Rodzaj paliwa', 'Fuel type', 'option', true, {
    options: 'fuels',
    dependsOn: on('itemType', FUELS_BY_EQUIPMENT),
  }),
  cvBasis: col(
    'cvBasis',
    'Podstawa kWh: ciepło spalania (domyślnie) lub wartość opałowa',
    'kWh basis: gross CV (default) or net CV',
    'option',
    false,
    { options: 'cv-bases', dependsOn: on('fuelType', CV_BASES_BY_FUEL) },
  ),
  engine: col('engine', 'Napęd', 'Engine', 'option', true, {
    options: 'engines',
    dependsOn: on('itemType', ENGINES_BY_VEHICLE),
  }),
  refrigerantType: col('refrigerantType', 'Rodzaj czynnika', 'Refrigerant type', 'option', true, {
    options: 'refrigerants',
  }),
  consumption: col('consumption', 'Zużycie', 'Consumption', 'number', true),
  vehicleFuelUnit: col('unit', 'Jednostka', 'Unit', 'unit', true, {
    units: VEHICLE_FUEL_UNITS,
    dependsOn: on('fuelType', unitsByFuel(VEHICLE_FUEL_UNITS)),
  }),
  stationaryFuelUnit: col('unit', 'Jednostka', 'Unit', 'unit', true, {
    units: STATIONARY_FUEL_UNITS,
    dependsOn: on('fuelType', unitsByFuel(STATIONARY_FUEL_UNITS)),
  }),
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
  flightHaul: col(
    'flightHaul',
    'Lot: rodzaj (domyślnie według dystansu)',
    'Flight: haul (default: by distance)',
    'option',
    false,
    { options: 'flight-hauls' },
  ),
  cabinClass: col(
    'cabinClass',
    'Lot: klasa (domyślnie średnia)',
    'Flight: cabin class (default: average)',
    'option',
    false,
    {
      options: 'cabin-classes',
      dependsOn: on('flightHaul', CABINS_BY_HAUL, 'auto'),
    },
  ),
  radiativeForcing: col(
    'radiativeForcing',
    'Lot: wymuszanie radiacyjne (domyślnie uwzględnione)',
    'Flight: radiative forcing (default: included)',
    'option',
    false,
    { options: 'radiative-forcing' },
  ),
  hotelName: col('hotelName', 'Hotel', 'Hotel', 'text', false),
  hotelCountry: col('country', 'Kraj hotelu', 'Hotel country', 'option', true, { options: 'countries' }),
  requiredRoomNights: col('roomNights', 'Pokojonoce', 'Room-nights', 'integer', true, {
    units: ['room-night'],
  }),
  people: col('people', 'Liczba osób', 'Number of people', 'integer', true),
  cars: col('cars', 'Liczba samochodów', 'Number of cars', 'integer', false),
  days: col('days', 'Liczba dni dojazdów', 'Commuting days', 'integer', true),
  wasteType: col('wasteType', 'Rodzaj odpadu', 'Waste type', 'option', true, { options: 'waste-types' }),
  treatment: col('treatment', 'Sposób zagospodarowania', 'Treatment', 'option', true, {
    options: 'waste-treatments',
    dependsOn: on('wasteType', treatmentsByWasteType()),
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
  optionalFuelType: col('fuelType', 'Rodzaj paliwa', 'Fuel type', 'option', false, {
    options: 'transport-fuels',
  }),
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
