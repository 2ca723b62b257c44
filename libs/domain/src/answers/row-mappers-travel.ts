import { type HotelRow, type TravelRow } from '../emissions/calculate/rows.js';
import { CAR_TRAVEL_MODES, type TravelMode } from '../emissions/catalogue/enumerations.js';
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
  return {
    section,
    kind: 'travel',
    mode: modeOf(cells),
    distanceKm: num(cells['oneWayDistanceKm']),
    roundTrip,
    people: num(cells['people']),
    cars: typeof cells['cars'] === 'number' ? cells['cars'] : 0,
    trips,
  };
}

/**
 * One business trip row holds the journey and, when room-nights are given, the hotel stay in the destination
 * country. The engine prices them with different factors (passenger.km or car km, and room-nights), so the
 * row becomes two activities whose results are added up.
 */
export const businessTrip: Mapper = (cells, context) => {
  if (carsMissing(cells)) return incomplete(['cars']);
  const travel = journey(cells, context, cells['roundTrip'] === true, 1);
  const roomNights = cells['roomNights'];
  if (typeof roomNights !== 'number' || roomNights === 0) return ready(travel);
  // The column counts room-nights already (several sleepers in one room are one room-night).
  const hotel: HotelRow = {
    section: context.section,
    kind: 'hotel',
    country: str(cells['destinationCountry']),
    rooms: 1,
    nights: roomNights,
  };
  return ready(travel, hotel);
};

/** Commuting: the one-way distance is driven there and back on each commuting day. */
export const commute: Mapper = (cells, context) => {
  if (carsMissing(cells)) return incomplete(['cars']);
  return ready(journey(cells, context, true, num(cells['days'])));
};
