import {
  type CabinClass,
  type Engine,
  type FlightHaulChoice,
  type FreightMode,
  type GreenEnergyAnswer,
  type RenewableType,
  type TravelMode,
  type VehicleKind,
  type WasteTreatment,
  type WasteType,
} from '../catalogue/enumerations.js';
import { type Device, type Material, type WaterService } from '../catalogue/purchase-enumerations.js';
import { type CvBasis, type FuelKey } from '../catalogue/fuels.js';
import { type SectionKey } from '../catalogue/section-keys.js';
import { type Unit } from '../units/unit.js';

/** Activity data of one answer row, in the shape the calculation needs. Emissions are derived, never stored here. */
interface RowBase {
  readonly section: SectionKey;
}

/** A factor the user supplies: custom fuel, refrigerant or provider. Name, factor and unit are all required. */
export interface CustomFactor {
  readonly name: string;
  readonly kgCo2ePerUnit: number;
  readonly unit: Unit;
}

export interface FuelRow extends RowBase {
  readonly kind: 'fuel';
  readonly fuel: FuelKey;
  readonly quantity: number;
  readonly unit: Unit;
  /** Basis of an energy quantity; absent means gross (rows stored before the choice existed). */
  readonly cvBasis?: CvBasis;
}
export interface VehicleDistanceRow extends RowBase {
  readonly kind: 'vehicle-distance';
  readonly vehicle: VehicleKind;
  readonly engine: Engine;
  readonly distanceKm: number;
}
export interface RefrigerantRow extends RowBase {
  readonly kind: 'refrigerant';
  readonly refrigerant: string;
  /** Mass leaked, i.e. refilled to restore the charge. */
  readonly quantity: number;
  readonly unit: Unit;
}
export interface ElectricityRow extends RowBase {
  readonly kind: 'electricity';
  readonly quantity: number;
  readonly unit: Unit;
  /** Required: with "don't know the provider" the country picks the grid factor. */
  readonly country: string;
  readonly provider: CustomFactor | null;
  readonly greenEnergy: GreenEnergyAnswer;
  /** Energy covered by guarantees of origin / certificates (only counted when greenEnergy is 'yes'). */
  readonly certifiedQuantity: number;
  readonly certifiedUnit: Unit;
}
export interface HeatRow extends RowBase {
  readonly kind: 'heat';
  readonly quantity: number;
  readonly unit: Unit;
  readonly country: string;
  readonly provider: CustomFactor | null;
  /** The green-energy step also follows heat; certificates lower market-based only. Absent means 'no'. */
  readonly greenEnergy?: GreenEnergyAnswer;
  readonly certifiedQuantity?: number;
  readonly certifiedUnit?: Unit;
}
export interface RenewableInstallationRow extends RowBase {
  readonly kind: 'renewable-installation';
  readonly installation: RenewableType;
  readonly name: string;
  readonly kWh: number;
}
export interface TravelRow extends RowBase {
  readonly kind: 'travel';
  readonly mode: TravelMode;
  /** One-way distance. */
  readonly distanceKm: number;
  readonly roundTrip: boolean;
  readonly people: number;
  /** Car trips: cars are counted, not people. */
  readonly cars: number;
  /** How many times the journey is made (commuting days); 1 for a single trip. */
  readonly trips: number;
  /** Flights only; absent (rows stored before the options) means by distance, average passenger, with RF. */
  readonly flight?: FlightOptions;
}

export interface FlightOptions {
  readonly haul: FlightHaulChoice;
  readonly cabin: CabinClass;
  readonly radiativeForcing: boolean;
}
export interface HotelRow extends RowBase {
  readonly kind: 'hotel';
  readonly country: string;
  /** Rooms booked; several sleepers in one room are one room. */
  readonly rooms: number;
  readonly nights: number;
}
export interface FreightRow extends RowBase {
  readonly kind: 'freight';
  readonly mode: FreightMode;
  readonly mass: number;
  readonly massUnit: Unit;
  readonly distanceKm: number;
}
export interface WasteRow extends RowBase {
  readonly kind: 'waste';
  readonly wasteType: WasteType;
  readonly treatment: WasteTreatment;
  readonly quantity: number;
  readonly unit: Unit;
}
export interface MaterialRow extends RowBase {
  readonly kind: 'material';
  readonly material: Material;
  readonly quantity: number;
  readonly unit: Unit;
}
export interface DeviceRow extends RowBase {
  readonly kind: 'device';
  readonly device: Device;
  readonly count: number;
}
export interface WaterRow extends RowBase {
  readonly kind: 'water';
  readonly service: WaterService;
  readonly quantity: number;
  readonly unit: Unit;
}
export interface OfficeHeatingRow extends RowBase {
  readonly kind: 'office-heating-area';
  readonly areaM2: number;
  /** Months of the reporting period the office was heated and used (12 for a full year). */
  readonly months: number;
}
export interface SpendRow extends RowBase {
  readonly kind: 'spend';
  readonly category: string;
  readonly amount: number;
  readonly currency: 'PLN' | 'EUR';
}
export interface KnownFootprintRow extends RowBase {
  readonly kind: 'known-footprint';
  /** Footprint reported by the supplier, investee, franchisee or lessee, in kg CO2e. */
  readonly co2eKg: number;
}
export interface CustomFactorRow extends RowBase {
  readonly kind: 'custom-factor';
  readonly factor: CustomFactor;
  readonly quantity: number;
  readonly unit: Unit;
}
export interface WellToTankRow extends RowBase {
  readonly kind: 'well-to-tank';
  /** A `wtt.*` or `td-losses.*` activity of the factor library. */
  readonly activity: string;
  readonly quantity: number;
  readonly unit: Unit;
  readonly country: string | null;
}

export type ActivityRow =
  | FuelRow
  | VehicleDistanceRow
  | RefrigerantRow
  | ElectricityRow
  | HeatRow
  | RenewableInstallationRow
  | TravelRow
  | HotelRow
  | FreightRow
  | WasteRow
  | MaterialRow
  | DeviceRow
  | WaterRow
  | OfficeHeatingRow
  | SpendRow
  | KnownFootprintRow
  | CustomFactorRow
  | WellToTankRow;

export type RowKind = ActivityRow['kind'];

export const ROW_KINDS: readonly RowKind[] = [
  'fuel',
  'vehicle-distance',
  'refrigerant',
  'electricity',
  'heat',
  'renewable-installation',
  'travel',
  'hotel',
  'freight',
  'waste',
  'material',
  'device',
  'water',
  'office-heating-area',
  'spend',
  'known-footprint',
  'custom-factor',
  'well-to-tank',
];
