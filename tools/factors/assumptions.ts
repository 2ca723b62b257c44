/**
 * Estimated values the sources do not give directly. Each states its derivation; all are flagged estimated
 * and listed under "known limitations" in docs/methodology.md.
 */
import { type FactorDraft } from '../../libs/domain/src/emissions/factors/emission-factor.js';

type Derive = (base: readonly FactorDraft[]) => FactorDraft;

function find(base: readonly FactorDraft[], id: string): FactorDraft {
  const factor = base.find((f) => f.id === id);
  if (!factor) throw new Error(`assumption needs factor ${id}`);
  return factor;
}

const round = (value: number): number => Number(value.toFixed(6));

/** A per-piece factor from a typical product mass times the DESNZ material factor per tonne. */
const perPiece =
  (device: string, label: string, massKg: number, materialId: string): Derive =>
  (base) => {
    const material = find(base, materialId);
    return {
      ...material,
      id: `device.${device}:pieces:world`,
      activity: `device.${device}`,
      label,
      unit: 'pieces',
      kgCo2ePerUnit: round((massKg / 1000) * material.kgCo2ePerUnit),
      co2KgCo2ePerUnit: null,
      ch4KgCo2ePerUnit: null,
      n2oKgCo2ePerUnit: null,
      sourceRowId: `${massKg} kg × ${material.sourceRowId}`,
      estimated: true,
      note: `Assumed mass ${massKg} kg per piece × DESNZ 2024 "${material.label}" per tonne`,
      formula: `${massKg} kg / 1000 × ${material.kgCo2ePerUnit} kg CO2e per tonne (${material.sourceRowId}) = ${round((massKg / 1000) * material.kgCo2ePerUnit)} kg CO2e per piece`,
    };
  };

/** Typical space-heating demand assumed for an office building in Poland, kWh per m2 per year. */
export const OFFICE_HEAT_DEMAND_KWH_PER_M2_YEAR = 120;

/**
 * Economy-wide intensity used for spend-based rows, kg CO2e per EUR: Poland's 2022 GHG emissions without LULUCF
 * (~376 Mt CO2e, KOBiZE national inventory 2024) over 2022 GDP (~655 bn EUR, Eurostat). Not a supply-chain
 * factor: a coarse average for screening; a supplier figure or a physical quantity should replace it.
 */
export const SPEND_KG_CO2E_PER_EUR = 0.57;

export const DERIVED_ASSUMPTIONS: readonly Derive[] = [
  perPiece('laptop', 'Laptop (estimated from mass × IT equipment)', 2, 'material.it-equipment:tonnes:world'),
  perPiece(
    'smartphone',
    'Smartphone (estimated from mass × IT equipment)',
    0.2,
    'material.it-equipment:tonnes:world',
  ),
  perPiece('car', 'Passenger car (estimated from mass × metals)', 1400, 'material.mixed-metals:tonnes:world'),
  (base) => {
    const heat = find(base, 'heat.district:kWh:world');
    return {
      ...heat,
      id: 'office-heating.area:m2:world',
      activity: 'office-heating.area',
      label: 'Office heating by floor area, per m2 and year (estimated)',
      unit: 'm2',
      kgCo2ePerUnit: round(OFFICE_HEAT_DEMAND_KWH_PER_M2_YEAR * heat.kgCo2ePerUnit),
      co2KgCo2ePerUnit: null,
      ch4KgCo2ePerUnit: null,
      n2oKgCo2ePerUnit: null,
      sourceRowId: `${OFFICE_HEAT_DEMAND_KWH_PER_M2_YEAR} kWh/m2/year × ${heat.sourceRowId}`,
      estimated: true,
      note: `Assumed ${OFFICE_HEAT_DEMAND_KWH_PER_M2_YEAR} kWh per m2 a year × district heat factor`,
      formula: `${OFFICE_HEAT_DEMAND_KWH_PER_M2_YEAR} kWh per m2 a year × ${heat.kgCo2ePerUnit} kg CO2e per kWh (${heat.sourceRowId}) = ${round(OFFICE_HEAT_DEMAND_KWH_PER_M2_YEAR * heat.kgCo2ePerUnit)} kg CO2e per m2 a year`,
    };
  },
  () => ({
    id: 'spend.economy-average:EUR:world',
    activity: 'spend.economy-average',
    label: 'Spend-based screening factor, economy-wide average (estimated)',
    unit: 'EUR',
    geography: { level: 'world' },
    kgCo2ePerUnit: SPEND_KG_CO2E_PER_EUR,
    co2KgCo2ePerUnit: null,
    ch4KgCo2ePerUnit: null,
    n2oKgCo2ePerUnit: null,
    source: 'ghg-ledger-estimate',
    publicationYear: 2024,
    dataYear: 2022,
    sourceRowId: 'PL GHG 2022 excl. LULUCF (KOBiZE NIR 2024) ÷ PL GDP 2022 (Eurostat)',
    gwpBasis: 'AR5',
    estimated: true,
    note: 'Economy-wide average, not a supply-chain factor: screening only; verify the inputs before external use',
    formula: '~376 Mt CO2e (PL 2022 excl. LULUCF) / ~655 bn EUR (PL GDP 2022) ≈ 0.57 kg CO2e per EUR',
  }),
];
