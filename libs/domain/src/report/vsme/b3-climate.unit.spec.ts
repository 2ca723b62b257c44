import { FACTOR_SET_2024_1 as set } from '../../emissions/factors/factor-sets.js';
import { type ActivityRow, type ElectricityRow } from '../../emissions/calculate/rows.js';
import { assembleB3Climate } from './b3-climate.js';
import { b3Datapoints } from './b3-datapoints.js';
import { energyOfActivity, type EnergyUse } from '../../emissions/calculate/energy-use.js';

// Hand calculations from the DESNZ 2024 flat file (rows cited): kWh per unit = factor per unit ÷ factor per kWh.
const DIESEL_PER_LITRE = 2.51279; // 1_101_1011_8_1
const DIESEL_PER_KWH = 0.23902; // fuel.diesel kWh (gross CV)
const PELLETS_PER_TONNE = 54.33654;
const PELLETS_PER_KWH = 0.01132;
const GAS_PER_M3 = 2.04542;
const GAS_PER_KWH = 0.1829;

const electricity = (over: Partial<ElectricityRow> = {}): ElectricityRow => ({
  kind: 'electricity',
  section: 'electricity',
  quantity: 20_000,
  unit: 'kWh',
  country: 'PL',
  provider: null,
  greenEnergy: 'no',
  certifiedQuantity: 0,
  certifiedUnit: 'kWh',
  ...over,
});

function use(activity: ActivityRow): EnergyUse {
  const energy = energyOfActivity(activity, set);
  if (!energy || 'reason' in energy) throw new Error(`no energy for ${activity.kind}`);
  return energy;
}

describe('energyOfActivity: kWh of a row from the cited factor rows', () => {
  it('a diesel volume becomes kWh by the ratio of the per-litre and per-kWh factors, non-renewable', () => {
    const diesel = use({ kind: 'fuel', section: 'vehicles', fuel: 'diesel', quantity: 1000, unit: 'litres' });
    expect(diesel.kwh).toBeCloseTo((1000 * DIESEL_PER_LITRE) / DIESEL_PER_KWH, 6);
    expect(diesel.kwh).toBeCloseTo(10_512.9, 1);
    expect(diesel.renewableKwh).toBe(0);
    expect(diesel.basis).toBe('fuel.diesel:litres:world ÷ fuel.diesel:kWh:world');
  });

  it('wood pellets by mass are renewable in full', () => {
    const pellets = use({
      kind: 'fuel',
      section: 'equipment',
      fuel: 'wood-pellets',
      quantity: 2,
      unit: 'tonnes',
    });
    expect(pellets.kwh).toBeCloseTo((2 * PELLETS_PER_TONNE) / PELLETS_PER_KWH, 6);
    expect(pellets.renewableKwh).toBe(pellets.kwh);
  });

  it('an energy quantity is taken as entered, in kWh', () => {
    const gas = use({ kind: 'fuel', section: 'equipment', fuel: 'natural-gas', quantity: 3, unit: 'MWh' });
    expect(gas.kwh).toBe(3000);
    expect(gas.basis).toBe('entered as energy (gross CV)');
  });

  it('electricity counts the certified part as renewable, capped at consumption', () => {
    expect(use(electricity()).renewableKwh).toBe(0);
    const green = use(electricity({ greenEnergy: 'yes', certifiedQuantity: 5, certifiedUnit: 'MWh' }));
    expect(green).toMatchObject({ carrier: 'electricity', kwh: 20_000, renewableKwh: 5000 });
    const over = use(electricity({ greenEnergy: 'yes', certifiedQuantity: 50, certifiedUnit: 'MWh' }));
    expect(over.renewableKwh).toBe(20_000);
  });

  it('a vehicle entered by distance is a gap, not zero; travel is not energy use', () => {
    const gap = energyOfActivity(
      {
        kind: 'vehicle-distance',
        section: 'vehicles',
        vehicle: 'passenger-car',
        engine: 'diesel',
        distanceKm: 100,
      },
      set,
    );
    expect(gap).toEqual({ carrier: 'fuel', reason: 'entered as distance: no fuel quantity' });
    const trip = {
      kind: 'hotel',
      section: 'business-travels',
      country: 'PL',
      rooms: 1,
      nights: 2,
    } as ActivityRow;
    expect(energyOfActivity(trip, set)).toBeNull();
  });
});

describe('assembleB3Climate: VSME B3 energy and GHG figures', () => {
  const summary = (co2e: number) => ({ summary: { co2e }, categories: {} });
  const figures = {
    table: { scope1: summary(12_000), scope2: summary(8_000), scope3: summary(30_000) },
    scope2Method: 'location' as const,
    scope2Totals: { location: 8_000, market: 5_000 },
  };
  const energy = [
    use({ kind: 'fuel', section: 'vehicles', fuel: 'diesel', quantity: 1000, unit: 'litres' }),
    use({ kind: 'fuel', section: 'equipment', fuel: 'natural-gas', quantity: 500, unit: 'm3' }),
    use({ kind: 'fuel', section: 'equipment', fuel: 'wood-pellets', quantity: 2, unit: 'tonnes' }),
    use(electricity({ greenEnergy: 'yes', certifiedQuantity: 5000 })),
    { carrier: 'fuel' as const, reason: 'entered as distance: no fuel quantity' },
  ];

  it('splits MWh by carrier and renewable share, and lists the gaps', () => {
    const b3 = assembleB3Climate({ figures, energy, annualRevenueEur: 2_000_000 });
    const dieselKwh = (1000 * DIESEL_PER_LITRE) / DIESEL_PER_KWH;
    const gasKwh = (500 * GAS_PER_M3) / GAS_PER_KWH;
    const pelletsKwh = (2 * PELLETS_PER_TONNE) / PELLETS_PER_KWH;
    expect(b3.energy.byCarrier.fuel.totalMwh).toBeCloseTo((dieselKwh + gasKwh + pelletsKwh) / 1000, 9);
    expect(b3.energy.byCarrier.fuel.renewableMwh).toBeCloseTo(pelletsKwh / 1000, 9);
    expect(b3.energy.byCarrier.electricity).toEqual({ totalMwh: 20, renewableMwh: 5, nonRenewableMwh: 15 });
    expect(b3.energy.byCarrier.heat.totalMwh).toBe(0);
    expect(b3.energy.totalMwh).toBeCloseTo((dieselKwh + gasKwh + pelletsKwh + 20_000) / 1000, 9);
    expect(b3.energy.renewableMwh + b3.energy.nonRenewableMwh).toBeCloseTo(b3.energy.totalMwh, 9);
    expect(b3.energy.gaps).toHaveLength(1);
  });

  it('gives Scope 1, both Scope 2 methods and the intensity of Scope 1 + 2 per euro', () => {
    const b3 = assembleB3Climate({ figures, energy, annualRevenueEur: 2_000_000 });
    expect(b3.emissions).toEqual({
      scope1Tonnes: 12,
      scope2LocationTonnes: 8,
      scope2MarketTonnes: 5,
      scope3Tonnes: 30,
      scope1And2LocationTonnes: 20,
      scope1And2MarketTonnes: 17,
    });
    expect(b3.intensity?.locationTonnesPerEur).toBeCloseTo(20 / 2_000_000, 15);
    expect(b3.intensity?.marketTonnesPerEur).toBeCloseTo(17 / 2_000_000, 15);
  });

  it('has no intensity without a turnover', () => {
    expect(assembleB3Climate({ figures, energy, annualRevenueEur: null }).intensity).toBeNull();
    expect(assembleB3Climate({ figures, energy, annualRevenueEur: 0 }).intensity).toBeNull();
  });
});

describe('b3Datapoints', () => {
  it('lays the figures out by VSME paragraph, with both languages and units', () => {
    const summary = (co2e: number) => ({ summary: { co2e }, categories: {} });
    const b3 = assembleB3Climate({
      figures: {
        table: { scope1: summary(1000), scope2: summary(2000), scope3: summary(0) },
        scope2Method: 'location',
        scope2Totals: { location: 2000, market: 500 },
      },
      energy: [{ carrier: 'heat', kwh: 4000, renewableKwh: 0, basis: 'metered kWh' }],
      annualRevenueEur: null,
    });
    const byId = new Map(b3Datapoints(b3).map((d) => [d.id, d]));
    expect(byId.get('B3-29')).toMatchObject({ value: 4, unit: 'MWh' });
    expect(byId.get('B3-29c')?.value).toBe(4);
    expect(byId.get('B3-30a')).toMatchObject({
      value: 1,
      unit: 't CO2e',
      label: { en: 'Gross Scope 1 emissions' },
    });
    expect(byId.get('B3-30b-market')?.value).toBe(0.5);
    expect(byId.get('B3-31')?.value).toBeNull();
  });
});
