import { type Label } from './labelled.js';

/** A refrigerant and its composition by mass; blends are mass-weighted mixes of IPCC species. */
export interface Refrigerant {
  readonly key: string;
  readonly label: Label;
  /** Species names as in the IPCC GWP table (openclimatedata), mass fractions summing to 1. */
  readonly components: readonly { readonly species: string; readonly massFraction: number }[];
}

const pure = (key: string, name: string, species: string): Refrigerant => ({
  key,
  label: { pl: name, en: name },
  components: [{ species, massFraction: 1 }],
});
const blend = (key: string, name: string, parts: readonly [string, number][]): Refrigerant => ({
  key,
  label: { pl: name, en: name },
  components: parts.map(([species, massFraction]) => ({ species, massFraction })),
});

// Compositions from ASHRAE Standard 34 designations (mass %).
export const REFRIGERANTS: readonly Refrigerant[] = [
  blend('r-410a', 'R-410A', [
    ['HFC32', 0.5],
    ['HFC125', 0.5],
  ]),
  blend('r-404a', 'R-404A', [
    ['HFC125', 0.44],
    ['HFC143a', 0.52],
    ['HFC134a', 0.04],
  ]),
  blend('r-407a', 'R-407A', [
    ['HFC32', 0.2],
    ['HFC125', 0.4],
    ['HFC134a', 0.4],
  ]),
  blend('r-407c', 'R-407C', [
    ['HFC32', 0.23],
    ['HFC125', 0.25],
    ['HFC134a', 0.52],
  ]),
  blend('r-407f', 'R-407F', [
    ['HFC32', 0.3],
    ['HFC125', 0.3],
    ['HFC134a', 0.4],
  ]),
  blend('r-507a', 'R-507A', [
    ['HFC125', 0.5],
    ['HFC143a', 0.5],
  ]),
  pure('r-32', 'R-32', 'HFC32'),
  pure('r-134a', 'R-134a', 'HFC134a'),
  pure('r-125', 'R-125', 'HFC125'),
  pure('r-143a', 'R-143a', 'HFC143a'),
  pure('r-227ea', 'R-227ea', 'HFC227ea'),
  pure('r-23', 'R-23', 'HFC23'),
  pure('r-22', 'R-22 (HCFC-22)', 'HCFC22'),
  pure('sf6', 'SF6', 'SF6'),
];
