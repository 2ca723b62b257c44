import { CAR_TRAVEL_MODES } from '../catalogue/enumerations.js';
import { type FactorSet } from '../factors/factor-set.js';
import {
  activityKeys,
  applyFactor,
  invalidQuantity,
  isError,
  isValidQuantity,
  resolveFactor,
} from './apply-factor.js';
import { calculationError, type CalculationOutcome } from './result.js';
import { type HotelRow, type TravelRow } from './rows.js';

/** DESNZ guidance: flights up to about 3,700 km are short-haul, longer ones long-haul. */
export const LONG_HAUL_FROM_KM = 3700;

const travelKey = activityKeys('travel');

/**
 * Business travel and commuting. Public modes and taxis: passenger.km = one-way km × legs × people × trips.
 * Cars: vehicle km = one-way km × legs × cars × trips (several colleagues in one car count once).
 * Flights use the short- or long-haul factor with radiative forcing by one-way distance.
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
  const activity =
    row.mode === 'plane'
      ? row.distanceKm < LONG_HAUL_FROM_KM
        ? 'travel.plane-short-haul'
        : 'travel.plane-long-haul'
      : travelKey(row.mode);
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
