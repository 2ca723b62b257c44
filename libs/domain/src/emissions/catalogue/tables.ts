import { type RowKind } from '../calculate/rows.js';
import { COLUMNS as C, type ColumnDefinition } from './columns.js';
import { type Label } from './labelled.js';

/** A data table of a wizard: its columns and the calculation row kinds its rows become. */
export interface TableDefinition {
  readonly key: string;
  readonly label: Label;
  readonly columns: readonly ColumnDefinition[];
  readonly rowKinds: readonly RowKind[];
}

const table = (
  key: string,
  pl: string,
  en: string,
  rowKinds: readonly RowKind[],
  columns: readonly ColumnDefinition[],
): TableDefinition => ({ key, label: { pl, en }, rowKinds, columns });

export const TABLES = {
  vehicleFuel: table(
    'vehicle-fuel',
    'Zużycie paliwa',
    'Fuel use',
    ['fuel', 'custom-factor'],
    [C.itemVehicle, C.vehicleFuelType, C.consumption, C.vehicleFuelUnit, C.cvBasis],
  ),
  vehicleDistance: table(
    'vehicle-distance',
    'Przejechane kilometry',
    'Distance driven',
    ['vehicle-distance'],
    [C.itemVehicleDistance, C.engine, C.distanceKm],
  ),
  equipmentFuel: table(
    'equipment-fuel',
    'Zużycie paliwa',
    'Fuel use',
    ['fuel', 'custom-factor'],
    [C.itemEquipment, C.equipmentFuelType, C.consumption, C.stationaryFuelUnit, C.cvBasis],
  ),
  cooling: table(
    'cooling',
    'Uzupełnienia czynnika',
    'Refrigerant top-ups',
    ['refrigerant', 'custom-factor'],
    [C.itemCooling, C.refrigerantType, C.consumption, C.refrigerantUnit],
  ),
  electricity: table(
    'electricity',
    'Zużycie energii elektrycznej',
    'Electricity use',
    ['electricity'],
    [C.provider, C.consumption, C.energyUnit, C.country],
  ),
  heat: table(
    'heat',
    'Zużycie ciepła',
    'Heat use',
    ['heat'],
    [C.provider, C.consumption, C.energyUnit, C.country],
  ),
  greenEnergy: table(
    'green-energy',
    'Zielona energia',
    'Green energy',
    ['electricity'],
    [C.certificate, C.purchasedAmount, C.energyUnit, C.description],
  ),
  renewables: table(
    'renewable-installations',
    'Instalacje OZE',
    'Renewable installations',
    ['renewable-installation'],
    [C.name, C.renewableType, C.renewableKwh],
  ),
  businessTravel: table(
    'business-travel',
    'Podróże służbowe',
    'Business trips',
    // 'hotel': rows stored before hotels had their own table may still carry room-nights (see businessTrip).
    ['travel', 'hotel'],
    [
      C.tripName,
      C.startPlace,
      C.destination,
      C.destinationCountry,
      C.date,
      C.transportMode,
      C.oneWayKm,
      C.roundTrip,
      C.people,
      C.cars,
      C.flightHaul,
      C.cabinClass,
      C.radiativeForcing,
    ],
  ),
  hotelStays: table(
    'hotel-stays',
    'Noclegi w hotelach',
    'Hotel stays',
    ['hotel'],
    [C.hotelName, C.hotelCountry, C.requiredRoomNights],
  ),
  commuting: table(
    'commuting',
    'Dojazdy do pracy',
    'Commuting',
    ['travel'],
    [C.transportMode, C.oneWayKm, C.people, C.cars, C.days],
  ),
  waste: table('waste', 'Odpady', 'Waste', ['waste'], [C.wasteType, C.treatment, C.mass, C.wasteUnit]),
  metals: table('metals', 'Metale', 'Metals', ['material'], [C.metalType, C.mass, C.massUnit]),
  /** A product's raw materials by mass: plastics, paper and board, glass, metals, wood (… every material factor). */
  rawMaterials: table(
    'raw-materials',
    'Surowce',
    'Raw materials',
    ['material'],
    [C.name, C.material, C.mass, C.massUnit],
  ),
  itEquipment: table(
    'it-equipment',
    'Sprzęt IT',
    'IT equipment',
    ['material', 'spend'],
    [C.name, C.optionalMass, C.massUnit, C.optionalCostPln],
  ),
  services: table('services', 'Usługi', 'Services', ['spend'], [C.category, C.costPln, C.description]),
  laptops: table('laptops', 'Laptopy', 'Laptops', ['device'], [C.model, C.count]),
  smartphones: table('smartphones', 'Smartfony', 'Smartphones', ['device'], [C.model, C.count]),
  officeMaterials: table(
    'office-materials',
    'Materiały biurowe',
    'Office supplies',
    ['spend'],
    [C.name, C.costPln],
  ),
  furniture: table(
    'furniture',
    'Meble',
    'Furniture',
    ['material', 'spend'],
    [C.name, C.optionalMass, C.massUnit, C.optionalCostPln],
  ),
  machinery: table(
    'machinery',
    'Maszyny',
    'Machinery',
    ['material', 'spend'],
    [C.name, C.optionalMass, C.massUnit, C.optionalCostPln],
  ),
  cars: table(
    'cars',
    'Samochody',
    'Cars',
    ['device', 'spend'],
    [C.model, C.optionalCount, C.optionalCostPln],
  ),
  books: table(
    'books',
    'Książki',
    'Books',
    ['material', 'spend'],
    [C.name, C.optionalMass, C.massUnit, C.optionalCostPln],
  ),
  water: table(
    'water',
    'Woda i ścieki',
    'Water and wastewater',
    ['water'],
    [C.waterService, C.volume, C.volumeUnit],
  ),
  officeHeating: table(
    'office-heating',
    'Ogrzewanie biura (powierzchnia)',
    'Office heating by area',
    ['office-heating-area'],
    [C.areaM2, C.months],
  ),
  renewableCertificates: table(
    'renewable-certificates',
    'Certyfikaty OZE',
    'Renewable certificates',
    ['spend'],
    [C.certificate, C.purchasedAmount, C.energyUnit, C.optionalCostPln],
  ),
  otherGoods: table(
    'other-goods',
    'Inne zakupy',
    'Other purchases',
    ['material', 'spend', 'device'],
    [C.name, C.category, C.material, C.optionalMass, C.massUnit, C.optionalCostPln, C.optionalCount],
  ),
  goodsTransport: table(
    'goods-transport',
    'Transport towarów',
    'Goods transport',
    ['known-footprint', 'fuel', 'freight', 'spend'],
    [
      C.name,
      C.freightVehicle,
      C.goodsMassTonnes,
      C.optionalDistanceKm,
      C.optionalFuelType,
      C.fuelLitres,
      C.serviceProvider,
      C.optionalCostPln,
      C.knownFootprintKg,
    ],
  ),
  knownFootprint: table(
    'known-footprint',
    'Raportowany ślad',
    'Reported footprint',
    ['known-footprint'],
    [C.name, C.requiredFootprintKg, C.description],
  ),
  spend: table('spend', 'Wydatki', 'Spend', ['spend'], [C.name, C.category, C.costPln]),
  customFactor: table(
    'custom-factor',
    'Własny wskaźnik',
    'Custom factor',
    ['custom-factor'],
    [C.name, C.consumption, C.anyUnit, C.customFactor],
  ),
} as const satisfies Record<string, TableDefinition>;
