import { FactorSet } from './factor-set.js';
import { LIBRARY_2024_1 } from './library-2024-1.generated.js';

/**
 * Factor set 2024.1: DESNZ 2024, Ember (2022-2024 data), IPCC AR5 GWPs, KOBiZE 2023 electricity for Poland.
 * PLN→EUR uses the ECB 2024 annual average reference rate (4.3058 PLN per EUR).
 */
export const FACTOR_SET_2024_1 = new FactorSet('2024.1', LIBRARY_2024_1, {
  plnPerEur: 4.3058,
  year: 2024,
  source: 'European Central Bank euro reference rate, 2024 annual average',
});

export const FACTOR_SETS: readonly FactorSet[] = [FACTOR_SET_2024_1];

/** The newest set is used for every year until a set for that year is published; the result records the version. */
export function factorSetForYear(_year: number): FactorSet {
  return FACTOR_SET_2024_1;
}
