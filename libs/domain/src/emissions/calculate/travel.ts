import {
  CABINS_BY_HAUL,
  CAR_TRAVEL_MODES,
  type FlightHaul,
  type FlightHaulChoice,
} from '../catalogue/enumerations.js';
import { type FactorSet } from '../factors/factor-set.js';
import {
  activityKeys,
  applyFactor,
  invalidQuantity,
  isError,
  isValidQuantity,
  resolveFactor,
  show,
} from './apply-factor.js';
import { type CalculationError, calculationError, type CalculationOutcome } from './result.js';
import { type FlightOptions, type HotelRow, type TravelRow } from './rows.js';

/** DESNZ guidance: flights up to about 3,700 km are short-haul, longer ones long-haul. */
export const LONG_HAUL_FROM_KM = 3700;

export const DEFAULT_FLIGHT: FlightOptions = { haul: 'auto', cabin: 'average', radiativeForcing: true };

/** The haul a flight is priced with: the user's choice, or short-/long-haul from the one-way distance. */
export function flightHaul(haul: FlightHaulChoice, oneWayKm: number): FlightHaul {
  if (haul !== 'auto') return haul;
  return oneWayKm < LONG_HAUL_FROM_KM ? 'short-haul' : 'long-haul';
}

/**
 * `travel.plane.<haul>.<cabin>.<with-rf|without-rf>`, exactly as DESNZ splits its air rows; a class DESNZ does
 * not publish for the haul (first class on a short-haul flight) is an error, not a neighbouring value.
 */
function flightActivity(row: TravelRow): string | CalculationError {
  const { haul: choice, cabin, radiativeForcing } = row.flight ?? DEFAULT_FLIGHT;
  const haul = flightHaul(choice, row.distanceKm);
  if (!CABINS_BY_HAUL[haul]?.includes(cabin)) {
    return calculationError('CABIN_NOT_FOR_HAUL', `${show(cabin)} on ${show(haul)}`);
  }
  return `travel.plane.${haul}.${cabin}.${radiativeForcing ? 'with-rf' : 'without-rf'}`;
}
const travelKey = activityKeys('travel');

/**
 * Business travel and commuting. Public modes and taxis: passenger.km = one-way km × legs × people × trips.
 * Cars: vehicle km = one-way km × legs × cars × trips (several colleagues in one car count once).
 * Flights use the DESNZ factor of their haul, cabin class and radiative-forcing choice (see flightActivity).
 */
export function calculateTravel(row: TravelRow, set: FactorSet): CalculationOutcome {
  if (!isValidQuantity(row.distanceKm)) return invalidQuantity('distanceKm', row.distanceKm);
  if (!isValidQuantity(row.trips)) return invalidQuantity('trips', row.trips);
  const legs = row.roundTrip ? 2 : 1;
  if (CAR_TRAVEL_MODES.has(row.mode)) {
    if (!isValidQuantity(row.cars)) return invalidQuantity('cars', row.cars);
    const resolved = resolveFactor(set, travelKey(row.mode), 'km', null);
    if (isError(resolved)) return resolved;
    return applyFactor(resolved, row.distanceKm * legs * row.cars * row.trips, 'car-trips');
  }
  if (!isValidQuantity(row.people)) return invalidQuantity('people', row.people);
  const activity = row.mode === 'plane' ? flightActivity(row) : travelKey(row.mode);
  if (typeof activity !== 'string') return activity;
  const resolved = resolveFactor(set, activity, 'passenger.km', null);
  if (isError(resolved)) return resolved;
  return applyFactor(resolved, row.distanceKm * legs * row.people * row.trips, 'passenger-distance');
}

/** Hotels: room-nights = rooms × nights, whatever the number of sleepers per room. */
export function calculateHotel(row: HotelRow, set: FactorSet): CalculationOutcome {
  if (!isValidQuantity(row.rooms)) return invalidQuantity('rooms', row.rooms);
  if (!isValidQuantity(row.nights)) return invalidQuantity('nights', row.nights);
  if (!row.country) return calculationError('COUNTRY_REQUIRED', 'hotel needs a country');
  const resolved = resolveFactor(set, 'hotel.stay', 'room-night', row.country);
  if (isError(resolved)) return resolved;
  return applyFactor(resolved, row.rooms * row.nights, 'hotel-room-nights');
}
