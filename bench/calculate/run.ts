/**
 * Calculation throughput on one core: a mixed batch of 1,000,000 answer rows through `calculate`.
 * Run: npx tsx bench/calculate/run.ts [rows]   Target: ≥ 500,000 rows/s.
 */
import {
  addToTotals,
  calculate,
  emptyTotals,
  FACTOR_SET_2024_1,
  type ActivityRow,
  type FactorSet,
} from '../../libs/domain/src/index.js';
import { endWithMissedTargets } from '../support/missed-targets.js';

const TARGET_ROWS_PER_SECOND = 500_000;

/** Row shapes in rough proportion to a real inventory: energy and fuel dominate, travel and purchases follow. */
const TEMPLATES: readonly ((q: number) => ActivityRow)[] = [
  (q) => ({ kind: 'fuel', section: 'vehicles', fuel: 'diesel', quantity: q, unit: 'litres' }),
  (q) => ({ kind: 'fuel', section: 'vehicles', fuel: 'petrol', quantity: q, unit: 'litres' }),
  (q) => ({ kind: 'fuel', section: 'equipment', fuel: 'natural-gas', quantity: q, unit: 'm3' }),
  (q) => ({ kind: 'fuel', section: 'equipment', fuel: 'heating-oil', quantity: q, unit: 'kg' }),
  (q) => ({
    kind: 'vehicle-distance',
    section: 'vehicles',
    vehicle: 'passenger-car',
    engine: 'diesel',
    distanceKm: q,
  }),
  (q) => ({ kind: 'refrigerant', section: 'cooling', refrigerant: 'r-410a', quantity: q / 1000, unit: 'kg' }),
  (q) => ({
    kind: 'electricity',
    section: 'electricity',
    quantity: q,
    unit: 'kWh',
    country: 'PL',
    provider: null,
    greenEnergy: 'yes',
    certifiedQuantity: q / 3,
    certifiedUnit: 'kWh',
  }),
  (q) => ({
    kind: 'electricity',
    section: 'electricity',
    quantity: q,
    unit: 'MWh',
    country: 'DE',
    provider: { name: 'Supplier', kgCo2ePerUnit: 150, unit: 'MWh' },
    greenEnergy: 'no',
    certifiedQuantity: 0,
    certifiedUnit: 'kWh',
  }),
  (q) => ({ kind: 'heat', section: 'heat', quantity: q, unit: 'GJ', country: 'PL', provider: null }),
  (q) => ({
    kind: 'travel',
    section: 'business-travels',
    mode: 'plane',
    distanceKm: q,
    roundTrip: true,
    people: 2,
    cars: 0,
    trips: 1,
  }),
  (q) => ({
    kind: 'travel',
    section: 'employee-commuting',
    mode: 'car-petrol',
    distanceKm: q / 100,
    roundTrip: true,
    people: 1,
    cars: 1,
    trips: 220,
  }),
  (q) => ({ kind: 'hotel', section: 'business-travels', country: 'PL', rooms: 1, nights: 1 + (q % 5) }),
  (q) => ({
    kind: 'freight',
    section: 'upstream-transportation',
    mode: 'truck',
    mass: q,
    massUnit: 'kg',
    distanceKm: 300,
  }),
  (q) => ({
    kind: 'waste',
    section: 'waste',
    wasteType: 'mixed',
    treatment: 'landfill',
    quantity: q,
    unit: 'kg',
  }),
  (q) => ({ kind: 'material', section: 'purchased-goods', material: 'steel', quantity: q, unit: 'kg' }),
  (q) => ({ kind: 'spend', section: 'purchased-goods', category: 'consulting', amount: q, currency: 'PLN' }),
  (q) => ({ kind: 'device', section: 'purchased-goods', device: 'laptop', count: 1 + (q % 20) }),
  (q) => ({
    kind: 'well-to-tank',
    section: 'wtt',
    activity: 'wtt.fuel.diesel',
    quantity: q,
    unit: 'litres',
    country: null,
  }),
  (q) => ({ kind: 'known-footprint', section: 'franchises', co2eKg: q }),
];

function buildBatch(size: number): ActivityRow[] {
  const rows: ActivityRow[] = new Array(size);
  let seed = 42;
  for (let i = 0; i < size; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    rows[i] = TEMPLATES[i % TEMPLATES.length]!(1 + (seed % 10_000));
  }
  return rows;
}

function run(rows: readonly ActivityRow[], set: FactorSet): { ms: number; co2eKg: number; errors: number } {
  const totals = emptyTotals();
  const start = process.hrtime.bigint();
  for (let i = 0; i < rows.length; i++) addToTotals(totals, calculate(rows[i]!, set));
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { ms, co2eKg: totals.co2eKg, errors: totals.errors };
}

const size = Number(process.argv[2] ?? 1_000_000);
const rows = buildBatch(size);
run(rows.slice(0, 100_000), FACTOR_SET_2024_1); // warm-up: JIT and memoised factor lookups

const passes = [run(rows, FACTOR_SET_2024_1), run(rows, FACTOR_SET_2024_1), run(rows, FACTOR_SET_2024_1)];
const best = passes.reduce((a, b) => (a.ms < b.ms ? a : b));
const rate = Math.round(size / (best.ms / 1000));
console.log(
  `calculate: ${size.toLocaleString('en')} mixed rows (${TEMPLATES.length} row shapes), best of ${passes.length}`,
);
for (const [i, p] of passes.entries()) {
  console.log(
    `  pass ${i + 1}: ${p.ms.toFixed(1)} ms, ${Math.round(size / (p.ms / 1000)).toLocaleString('en')} rows/s`,
  );
}
console.log(`  total ${(best.co2eKg / 1000).toFixed(2)} t CO2e, ${best.errors} error rows`);
console.log(
  `  ${rate.toLocaleString('en')} rows/s (target ≥ ${TARGET_ROWS_PER_SECOND.toLocaleString('en')}): ${rate >= TARGET_ROWS_PER_SECOND ? 'met' : 'NOT met'}`,
);
console.log(`  node ${process.version}, ${process.arch}`);
endWithMissedTargets(
  rate >= TARGET_ROWS_PER_SECOND
    ? []
    : [`calculate ${rate.toLocaleString('en')} rows/s < ${TARGET_ROWS_PER_SECOND}`],
);
