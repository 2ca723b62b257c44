import { type FlightOptions, type HotelRow, type TravelRow } from '../emissions/calculate/rows.js';
import { DEFAULT_FLIGHT } from '../emissions/calculate/travel.js';
import {
  type CabinClass,
  CAR_TRAVEL_MODES,
  type FlightHaulChoice,
  type TravelMode,
} from '../emissions/catalogue/enumerations.js';
import {
  type Cells,
  incomplete,
  isEmpty,
  type Mapper,
  num,
  ready,
  type RowContext,
  str,
} from './row-assessment.js';

const modeOf = (cells: Cells): TravelMode => str(cells['transportMode']) as TravelMode;

/** Cars are counted per car, not per person: a car trip without the number of cars cannot be priced. */
const carsMissing = (cells: Cells): boolean => CAR_TRAVEL_MODES.has(modeOf(cells)) && isEmpty(cells['cars']);

function journey(cells: Cells, { section }: RowContext, roundTrip: boolean, trips: number): TravelRow {
  const mode = modeOf(cells);
  return {
    section,
    kind: 'travel',
    mode,
    distanceKm: num(cells['oneWayDistanceKm']),
    roundTrip,
    people: num(cells['people']),
    cars: typeof cells['cars'] === 'number' ? cells['cars'] : 0,
    trips,
    ...(mode === 'plane' ? { flight: flightOptions(cells) } : {}),
  };
}

/** Empty flight cells take the defaults: haul by distance, average passenger, radiative forcing included. */
function flightOptions(cells: Cells): FlightOptions {
  const haul = str(cells['flightHaul']);
  const cabin = str(cells['cabinClass']);
  return {
    haul: (haul || DEFAULT_FLIGHT.haul) as FlightHaulChoice,
    cabin: (cabin || DEFAULT_FLIGHT.cabin) as CabinClass,
    radiativeForcing: cells['radiativeForcing'] !== 'without-rf',
  };
}

/**
 * One business trip row is one journey. Rows stored before hotels had their own table may carry room-nights:
 * they still count (a stay in the destination country, its own activity priced per room-night), so a rebuilt
 * projection keeps their totals; new rows enter stays in the 'hotel-stays' table.
 */
export const businessTrip: Mapper = (cells, context) => {
  if (carsMissing(cells)) return incomplete(['cars']);
  const travel = journey(cells, context, cells['roundTrip'] === true, 1);
  const roomNights = cells['roomNights'];
  if (typeof roomNights !== 'number' || roomNights === 0) return ready(travel);
  return ready(travel, stay(context, str(cells['destinationCountry']), roomNights));
};

/** Room-nights already count rooms × nights: several sleepers in one room are one room-night (spec §5). */
const stay = ({ section }: RowContext, country: string, roomNights: number): HotelRow => ({
  section,
  kind: 'hotel',
  country,
  rooms: 1,
  nights: roomNights,
});

/** A hotel stay on its own, no transport leg needed: the country's hotel factor × room-nights. */
export const hotelStay: Mapper = (cells, context) =>
  ready(stay(context, str(cells['country']), num(cells['roomNights'])));

/** Commuting: the one-way distance is driven there and back on each commuting day. */
export const commute: Mapper = (cells, context) => {
  if (carsMissing(cells)) return incomplete(['cars']);
  return ready(journey(cells, context, true, num(cells['days'])));
};
