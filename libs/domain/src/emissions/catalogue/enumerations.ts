import { option, type Option } from './labelled.js';

export const TRAVEL_MODE_KEYS = [
  'plane',
  'ferry',
  'bus',
  'coach',
  'train',
  'car-petrol',
  'car-diesel',
  'car-lpg',
  'car-phev',
  'car-hybrid',
  'car-bev',
  'car-unknown',
  'taxi',
] as const;
export type TravelMode = (typeof TRAVEL_MODE_KEYS)[number];
export const TRAVEL_MODES: readonly Option<TravelMode>[] = [
  option('plane', 'Samolot', 'Plane'),
  option('ferry', 'Prom', 'Ferry'),
  option('bus', 'Autobus', 'Bus'),
  option('coach', 'Autokar', 'Coach'),
  option('train', 'Pociąg', 'Train'),
  option('car-petrol', 'Samochód — benzyna', 'Car — petrol'),
  option('car-diesel', 'Samochód — diesel', 'Car — diesel'),
  option('car-lpg', 'Samochód — LPG', 'Car — LPG'),
  option('car-phev', 'Samochód — hybryda plug-in (PHEV)', 'Car — plug-in hybrid (PHEV)'),
  option('car-hybrid', 'Samochód — hybryda', 'Car — hybrid'),
  option('car-bev', 'Samochód — elektryczny (BEV)', 'Car — battery electric (BEV)'),
  option('car-unknown', 'Samochód — nieznany napęd', 'Car — unknown fuel'),
  option('taxi', 'Taksówka', 'Taxi'),
];
/** Car modes are counted per car trip, every other mode per traveller. */
export const CAR_TRAVEL_MODES: ReadonlySet<TravelMode> = new Set([
  'car-petrol',
  'car-diesel',
  'car-lpg',
  'car-phev',
  'car-hybrid',
  'car-bev',
  'car-unknown',
]);

export const WASTE_TYPE_KEYS = [
  'mixed',
  'paper',
  'metal',
  'plastic',
  'glass',
  'bio',
  'bulky',
  'batteries',
  'oils',
  'filter-materials',
  'electronic',
  'others',
] as const;
export type WasteType = (typeof WASTE_TYPE_KEYS)[number];
export const WASTE_TYPES: readonly Option<WasteType>[] = [
  option('mixed', 'Zmieszane', 'Mixed'),
  option('paper', 'Papier i tektura', 'Paper and cardboard'),
  option('metal', 'Metale', 'Metal'),
  option('plastic', 'Tworzywa sztuczne', 'Plastic'),
  option('glass', 'Szkło', 'Glass'),
  option('bio', 'Bioodpady', 'Bio'),
  option('bulky', 'Wielkogabarytowe', 'Bulky'),
  option('batteries', 'Baterie', 'Batteries'),
  option('oils', 'Oleje', 'Oils'),
  option('filter-materials', 'Materiały filtracyjne', 'Filter materials'),
  option('electronic', 'Zużyty sprzęt elektroniczny', 'Electronic equipment'),
  option('others', 'Inne', 'Others'),
];

export const WASTE_TREATMENT_KEYS = [
  'landfill',
  'combustion',
  'recycling',
  'composting',
  'anaerobic-digestion',
] as const;
export type WasteTreatment = (typeof WASTE_TREATMENT_KEYS)[number];
export const WASTE_TREATMENTS: readonly Option<WasteTreatment>[] = [
  option('landfill', 'Składowanie', 'Landfill'),
  option('combustion', 'Spalanie', 'Combustion'),
  option('recycling', 'Recykling', 'Recycling'),
  option('composting', 'Kompostowanie', 'Composting'),
  option('anaerobic-digestion', 'Fermentacja beztlenowa', 'Anaerobic digestion'),
];

export const VEHICLE_KIND_KEYS = [
  'passenger-car',
  'truck',
  'cargo-van',
  'motorcycle',
  'truck-tractor',
  'forklift',
  'motor-boat',
] as const;
export type VehicleKind = (typeof VEHICLE_KIND_KEYS)[number];
export const VEHICLE_KINDS: readonly Option<VehicleKind>[] = [
  option('passenger-car', 'Samochód osobowy', 'Passenger car'),
  option('truck', 'Samochód ciężarowy', 'Truck'),
  option('cargo-van', 'Samochód dostawczy', 'Cargo van'),
  option('motorcycle', 'Motocykl', 'Motorcycle'),
  option('truck-tractor', 'Ciągnik siodłowy', 'Truck tractor'),
  option('forklift', 'Wózek widłowy', 'Forklift'),
  option('motor-boat', 'Łódź motorowa', 'Motor boat'),
];

/** Engine types for distance-based vehicle rows (DESNZ splits car and van factors by these). */
export const ENGINE_KEYS = ['diesel', 'petrol', 'hybrid', 'cng', 'lpg', 'phev', 'bev', 'unknown'] as const;
export type Engine = (typeof ENGINE_KEYS)[number];
export const ENGINES: readonly Option<Engine>[] = [
  option('diesel', 'Diesel', 'Diesel'),
  option('petrol', 'Benzyna', 'Petrol'),
  option('hybrid', 'Hybryda', 'Hybrid'),
  option('cng', 'CNG', 'CNG'),
  option('lpg', 'LPG', 'LPG'),
  option('phev', 'Hybryda plug-in', 'Plug-in hybrid'),
  option('bev', 'Elektryczny', 'Battery electric'),
  option('unknown', 'Nieznany', 'Unknown'),
];

export const FREIGHT_MODE_KEYS = [
  'van',
  'truck',
  'truck-rigid',
  'truck-articulated',
  'truck-refrigerated',
  'rail',
  'air-short-haul',
  'air-long-haul',
  'container-ship',
  'bulk-carrier',
  'general-cargo-ship',
] as const;
export type FreightMode = (typeof FREIGHT_MODE_KEYS)[number];
export const FREIGHT_MODES: readonly Option<FreightMode>[] = [
  option('van', 'Samochód dostawczy (do 3,5 t)', 'Van (up to 3.5 t)'),
  option('truck', 'Samochód ciężarowy (średnia)', 'Truck (average HGV)'),
  option('truck-rigid', 'Samochód ciężarowy sztywny', 'Rigid truck'),
  option('truck-articulated', 'Zestaw z naczepą', 'Articulated truck'),
  option('truck-refrigerated', 'Chłodnia', 'Refrigerated truck'),
  option('rail', 'Kolej towarowa', 'Freight train'),
  option('air-short-haul', 'Fracht lotniczy krótkodystansowy', 'Air freight, short haul'),
  option('air-long-haul', 'Fracht lotniczy długodystansowy', 'Air freight, long haul'),
  option('container-ship', 'Kontenerowiec', 'Container ship'),
  option('bulk-carrier', 'Masowiec', 'Bulk carrier'),
  option('general-cargo-ship', 'Drobnicowiec', 'General cargo ship'),
];

export const RENEWABLE_TYPE_KEYS = ['photovoltaics', 'hydro', 'wind-turbine'] as const;
export type RenewableType = (typeof RENEWABLE_TYPE_KEYS)[number];
export const RENEWABLE_TYPES: readonly Option<RenewableType>[] = [
  option('photovoltaics', 'Fotowoltaika', 'Photovoltaics'),
  option('hydro', 'Elektrownia wodna', 'Hydro'),
  option('wind-turbine', 'Turbina wiatrowa', 'Wind turbine'),
];

export const GREEN_ENERGY_ANSWERS = ['yes', 'no', 'dont-know'] as const;
export type GreenEnergyAnswer = (typeof GREEN_ENERGY_ANSWERS)[number];
export const GREEN_ENERGY_OPTIONS: readonly Option<GreenEnergyAnswer>[] = [
  option('yes', 'Tak', 'Yes'),
  option('no', 'Nie', 'No'),
  option('dont-know', 'Nie wiem', "Don't know"),
];

/** DESNZ flight categories; 'auto' derives short- or long-haul from the one-way distance. */
export const FLIGHT_HAUL_KEYS = ['auto', 'domestic', 'short-haul', 'long-haul', 'international'] as const;
export type FlightHaulChoice = (typeof FLIGHT_HAUL_KEYS)[number];
export type FlightHaul = Exclude<FlightHaulChoice, 'auto'>;
export const FLIGHT_HAULS: readonly Option<FlightHaulChoice>[] = [
  option(
    'auto',
    'Według dystansu (do 3700 km krótki, dalej długi)',
    'By distance (short-haul up to 3,700 km)',
  ),
  option('domestic', 'Krajowy', 'Domestic'),
  option('short-haul', 'Krótkodystansowy (do 3700 km)', 'Short-haul (up to 3,700 km)'),
  option('long-haul', 'Długodystansowy (ponad 3700 km)', 'Long-haul (over 3,700 km)'),
  option('international', 'Międzynarodowy (poza Wielką Brytanią)', 'International (to/from non-UK)'),
];

export const CABIN_CLASS_KEYS = ['average', 'economy', 'premium-economy', 'business', 'first'] as const;
export type CabinClass = (typeof CABIN_CLASS_KEYS)[number];
export const CABIN_CLASSES: readonly Option<CabinClass>[] = [
  option('average', 'Średnia (klasa nieznana)', 'Average passenger (class unknown)'),
  option('economy', 'Ekonomiczna', 'Economy'),
  option('premium-economy', 'Ekonomiczna premium', 'Premium economy'),
  option('business', 'Biznes', 'Business'),
  option('first', 'Pierwsza', 'First'),
];

/**
 * Cabin classes DESNZ publishes per haul: domestic only the average passenger, short-haul no premium economy or
 * first. 'auto' may become either short- or long-haul, so it offers the classes both have.
 */
export const CABINS_BY_HAUL: Readonly<Record<FlightHaulChoice, readonly CabinClass[]>> = {
  auto: ['average', 'economy', 'business'],
  domestic: ['average'],
  'short-haul': ['average', 'economy', 'business'],
  'long-haul': ['average', 'economy', 'premium-economy', 'business', 'first'],
  international: ['average', 'economy', 'premium-economy', 'business', 'first'],
};

export const RADIATIVE_FORCING_KEYS = ['with-rf', 'without-rf'] as const;
export type RadiativeForcing = (typeof RADIATIVE_FORCING_KEYS)[number];
export const RADIATIVE_FORCING: readonly Option<RadiativeForcing>[] = [
  option('with-rf', 'Z wymuszaniem radiacyjnym (RF, zalecane)', 'With radiative forcing (RF, recommended)'),
  option('without-rf', 'Bez wymuszania radiacyjnego', 'Without radiative forcing'),
];
