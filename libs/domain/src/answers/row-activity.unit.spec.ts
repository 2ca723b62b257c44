import { FACTOR_SET_2024_1 as set } from '../emissions/factors/factor-sets.js';
import { type SectionKey } from '../emissions/catalogue/section-keys.js';
import { type AnswerRow, type CellValue, type CustomFactorDefinition } from './answer-row.js';
import { type AnswersState, initialAnswersState } from './answers.state.js';
import { evaluateRow } from './evaluate-sheet.js';
import { assessRow } from './row-activity.js';

let next = 0;
const row = (table: string, values: Record<string, CellValue>, period = '2025-03'): AnswerRow => ({
  rowId: `r${++next}`,
  table,
  period,
  values,
  main: true,
  fieldType: 'other',
  order: 1,
});
const sheetWith = (customs: CustomFactorDefinition[] = []): AnswersState => ({
  ...initialAnswersState,
  customFactors: new Map(customs.map((c) => [c.customId, c])),
});
const bioFuel: CustomFactorDefinition = {
  customId: 'bio',
  kind: 'fuel',
  name: 'Biogas blend',
  kgCo2ePerUnit: 1.5,
  unit: 'litres',
};
const kgOf = (section: SectionKey, r: AnswerRow, sheet = sheetWith()): number => {
  const evaluation = evaluateRow(section, r, sheet, set);
  if (!evaluation.result) throw new Error(`${evaluation.outcome} ${evaluation.errorCode ?? ''}`);
  return evaluation.result.co2eKg;
};

describe('scope 1 tables', () => {
  const diesel = { itemType: 'passenger-car', fuelType: 'diesel', consumption: 100, unit: 'litres' };

  it('vehicle fuel: 100 l of diesel is 100 × 2.51279 (DESNZ 1_101_1011_8_1) = 251.279 kg', () => {
    expect(assessRow('vehicles', row('vehicle-fuel', diesel), sheetWith())).toMatchObject({
      status: 'ready',
      activity: { kind: 'fuel', fuel: 'diesel', quantity: 100, unit: 'litres', section: 'vehicles' },
    });
    expect(kgOf('vehicles', row('vehicle-fuel', diesel))).toBeCloseTo(251.279, 6);
  });

  it('a custom fuel is priced with its own factor: 20 l × 1.5 kg/l = 30 kg', () => {
    const r = row('vehicle-fuel', { ...diesel, fuelType: 'custom:bio', consumption: 20 });
    expect(kgOf('vehicles', r, sheetWith([bioFuel]))).toBeCloseTo(30, 9);
  });

  it('a custom fuel the sheet does not have, or a custom of another kind, is invalid', () => {
    const r = row('equipment-fuel', {
      itemType: 'boiler',
      fuelType: 'custom:bio',
      consumption: 1,
      unit: 'litres',
    });
    expect(assessRow('equipment', r, sheetWith())).toEqual({
      status: 'invalid',
      detail: 'custom fuel not defined',
    });
    const provider = { ...bioFuel, kind: 'provider' as const };
    expect(assessRow('equipment', r, sheetWith([provider])).status).toBe('invalid');
    expect(evaluateRow('equipment', r, sheetWith(), set)).toMatchObject({
      outcome: 'error',
      errorCode: 'INVALID_ROW',
    });
  });

  it('distance driven: the item type is the vehicle kind; 100 km × 0.16984 (4_301_3069_4_1) = 16.984 kg', () => {
    const r = row('vehicle-distance', { itemType: 'passenger-car', engine: 'diesel', distanceKm: 100 });
    expect(kgOf('vehicles', r)).toBeCloseTo(16.984, 6);
  });

  it('a vehicle kind without a per-km factor is an error to fix, not zero', () => {
    const r = row('vehicle-distance', { itemType: 'forklift', engine: 'diesel', distanceKm: 100 });
    expect(evaluateRow('vehicles', r, sheetWith(), set)).toMatchObject({ outcome: 'error', badge: 'error' });
  });

  it('cooling: 2 kg of R-410A × 1,923.5 = 3,847 kg', () => {
    const r = row('cooling', {
      equipmentType: 'air-conditioner',
      refrigerantType: 'r-410a',
      consumption: 2,
      unit: 'kg',
    });
    expect(kgOf('cooling', r)).toBeCloseTo(3847, 6);
  });

  it('custom factor table: 10 pieces × 2.5 kg = 25 kg', () => {
    const r = row('custom-factor', { name: 'Catering', consumption: 10, unit: 'pieces', factor: 2.5 });
    expect(kgOf('other', r)).toBeCloseTo(25, 9);
  });
});

describe('scope 3 tables', () => {
  it('a trip stored before hotels had their own table keeps its room-nights: journey and stay added up', () => {
    const r = row('business-travel', {
      destinationCountry: 'DE',
      date: '2025-03-10',
      transportMode: 'plane',
      oneWayDistanceKm: 1000,
      roundTrip: true,
      people: 2,
      roomNights: 2,
    });
    const assessment = assessRow('business-travels', r, sheetWith());
    expect(assessment).toMatchObject({
      status: 'ready',
      activities: [
        { kind: 'travel', mode: 'plane', distanceKm: 1000, roundTrip: true, people: 2, trips: 1 },
        { kind: 'hotel', country: 'DE', rooms: 1, nights: 2 },
      ],
    });
    // 1,000 km × 2 legs × 2 people = 4,000 passenger.km × 0.18592 = 743.68; 2 room-nights × 13.2 (DE) = 26.4
    const evaluation = evaluateRow('business-travels', r, sheetWith(), set);
    expect(evaluation.result?.co2eKg).toBeCloseTo(770.08, 6);
    expect(evaluation.result?.method).toBe('passenger-distance');
    expect(evaluation.result?.factorRef.factorId).toBe(
      'travel.plane.short-haul.average.with-rf:passenger.km:world',
    );
  });

  it('a car trip needs the number of cars; with 1 car: 100 km × 2 × 0.16984 = 33.968 kg', () => {
    const trip = {
      destinationCountry: 'PL',
      date: '2025-03-10',
      transportMode: 'car-diesel',
      oneWayDistanceKm: 100,
      roundTrip: true,
      people: 3,
    };
    expect(assessRow('travels', row('business-travel', trip), sheetWith())).toEqual({
      status: 'incomplete',
      missing: ['cars'],
    });
    expect(kgOf('travels', row('business-travel', { ...trip, cars: 1 }))).toBeCloseTo(33.968, 6);
  });

  it('commuting: 10 km each way × 5 people × 220 days by bus = 22,000 passenger.km × 0.10846 = 2,386.12 kg', () => {
    const r = row('commuting', { transportMode: 'bus', oneWayDistanceKm: 10, people: 5, days: 220 });
    expect(kgOf('employee-commuting', r)).toBeCloseTo(2386.12, 6);
  });

  it('waste: 2 Mg mixed to landfill × 520.3342 kg/t = 1,040.6684 kg', () => {
    const r = row('waste', { wasteType: 'mixed', treatment: 'landfill', mass: 2, unit: 'Mg' });
    expect(kgOf('waste', r)).toBeCloseTo(1040.6684, 6);
  });

  it('IT equipment: mass wins over cost (0.1 t × 24,865.47556), cost alone is spend, neither is incomplete', () => {
    const both = row('it-equipment', { name: 'Servers', mass: 100, unit: 'kg', costPln: 5000 });
    expect(kgOf('purchased-goods', both)).toBeCloseTo(2486.547556, 6);
    const cost = row('it-equipment', { name: 'Servers', unit: 'kg', costPln: 4305.8 });
    // 4,305.8 PLN ÷ 4.3058 PLN/EUR = 1,000 EUR × 0.57 kg/EUR
    expect(kgOf('purchased-goods', cost)).toBeCloseTo(570, 6);
    expect(assessRow('capital-goods', row('it-equipment', { name: 'x', unit: 'kg' }), sheetWith())).toEqual({
      status: 'incomplete',
      missing: ['mass', 'costPln'],
    });
  });

  it('laptops: 3 pieces × 49.730951 kg (estimated proxy) = 149.192853 kg, badge estimated', () => {
    const evaluation = evaluateRow('purchased-goods', row('laptops', { count: 3 }), sheetWith(), set);
    expect(evaluation.result?.co2eKg).toBeCloseTo(149.192853, 6);
    expect(evaluation.badge).toBe('estimated');
  });

  it('services: the category is kept on the spend row', () => {
    const r = row('services', { category: 'consulting', costPln: 100 });
    expect(assessRow('purchased-goods', r, sheetWith())).toMatchObject({
      activity: { kind: 'spend', category: 'consulting', amount: 100, currency: 'PLN' },
    });
  });

  it('renewable certificates bought: with a price a spend row, without one an info row', () => {
    const cert = { certificate: 'GO-1', purchasedAmount: 10, unit: 'MWh' };
    expect(assessRow('purchased-goods', row('renewable-certificates', cert), sheetWith()).status).toBe(
      'info',
    );
    expect(
      assessRow('purchased-goods', row('renewable-certificates', { ...cert, costPln: 50 }), sheetWith()),
    ).toMatchObject({ activity: { kind: 'spend', category: 'renewable-certificates', amount: 50 } });
  });

  describe('goods transport picks the most specific method filled', () => {
    const base = { name: 'Pallets', costPln: 4305.8 };
    it('known footprint first, then fuel, then tonne.km, then cost', () => {
      const assess = (values: Record<string, CellValue>) =>
        assessRow('upstream-transportation', row('goods-transport', { ...base, ...values }), sheetWith());
      expect(assess({ knownFootprintKg: 12, fuelType: 'diesel', fuelLitres: 5 })).toMatchObject({
        activity: { kind: 'known-footprint', co2eKg: 12 },
      });
      expect(assess({ fuelType: 'diesel', fuelLitres: 5, vehicleType: 'truck' })).toMatchObject({
        activity: { kind: 'fuel', fuel: 'diesel', quantity: 5, unit: 'litres' },
      });
      expect(assess({ vehicleType: 'truck', goodsMassTonnes: 20, distanceKm: 500 })).toMatchObject({
        activity: { kind: 'freight', mode: 'truck', mass: 20, massUnit: 'tonnes', distanceKm: 500 },
      });
      expect(assess({})).toMatchObject({ activity: { kind: 'spend', amount: 4305.8 } });
    });

    it('20 t × 500 km by truck = 10,000 tonne.km × 0.09752 = 975.2 kg', () => {
      const r = row('goods-transport', {
        name: 'x',
        vehicleType: 'truck',
        goodsMassTonnes: 20,
        distanceKm: 500,
      });
      expect(kgOf('downstream-transportation', r)).toBeCloseTo(975.2, 6);
    });

    it('a custom fuel, when fuel is the method, uses its own factor: 10 l × 1.5 = 15 kg', () => {
      const r = row('goods-transport', { name: 'x', fuelType: 'custom:bio', fuelLitres: 10 });
      expect(kgOf('upstream', r, sheetWith([bioFuel]))).toBeCloseTo(15, 9);
      expect(assessRow('upstream', r, sheetWith()).status).toBe('invalid');
    });

    it('a half-filled method names every alternative still empty', () => {
      const r = row('goods-transport', { name: 'x', vehicleType: 'truck', goodsMassTonnes: 20 });
      expect(assessRow('upstream', r, sheetWith())).toEqual({
        status: 'incomplete',
        missing: ['knownFootprintKg', 'fuelType', 'fuelLitres', 'distanceKm', 'costPln'],
      });
    });
  });
});
