import type { VsmeDatapoint } from './b3-datapoints.js';

/** The company's reduction target as the reduction-plans issue records it (read.reduction_targets). */
export interface ReductionTargetRecord {
  readonly baseYear: number;
  readonly targetYear: number;
  /** Reduction of Scope 1 + 2 by the target year, in % of the base year. */
  readonly scope12Percent: number;
  /** Reduction of Scope 3, or null when the target leaves Scope 3 out. */
  readonly scope3Percent: number | null;
  /** The base year's totals when the target was set (t CO2e). */
  readonly baseScope12Tonnes: number;
  readonly baseScope3Tonnes: number;
}

export type C3ScopeGroup = 'scope-1-2' | 'scope-3';

export interface C3TargetGroup {
  readonly group: C3ScopeGroup;
  readonly reductionPercent: number;
  readonly baseYearTonnes: number;
  /** Base year × (1 − reduction): the absolute emissions the target allows in the target year. */
  readonly targetYearTonnes: number;
}

/** VSME comprehensive module C3 (GHG reduction targets): base year, target year, reduction per scope group. */
export interface C3Targets {
  readonly baseYear: number;
  readonly targetYear: number;
  readonly groups: readonly C3TargetGroup[];
}

const group = (scope: C3ScopeGroup, percent: number, base: number): C3TargetGroup => ({
  group: scope,
  reductionPercent: percent,
  baseYearTonnes: base,
  targetYearTonnes: base * (1 - percent / 100),
});

/** The C3 targets of a company, or null when it has set none. Scope 3 only when the target covers it. */
export function c3Targets(target: ReductionTargetRecord | null): C3Targets | null {
  if (!target) return null;
  const groups = [group('scope-1-2', target.scope12Percent, target.baseScope12Tonnes)];
  if (target.scope3Percent !== null)
    groups.push(group('scope-3', target.scope3Percent, target.baseScope3Tonnes));
  return { baseYear: target.baseYear, targetYear: target.targetYear, groups };
}

const GROUP_LABEL: Record<C3ScopeGroup, { id: string; pl: string; en: string }> = {
  'scope-1-2': { id: 'scope12', pl: 'zakres 1 + 2', en: 'Scope 1 + 2' },
  'scope-3': { id: 'scope3', pl: 'zakres 3', en: 'Scope 3' },
};

/**
 * The C3 datapoints in the order EFRAG's VSME taxonomy lists them (role C03.000: base year, target year; role
 * C03.100: base-year and target-year emissions per scope). Ids follow B3's scheme, the paragraph of the VSME
 * standard (EFRAG, 17 December 2024) the figure answers: paragraph 54 asks for absolute Scope 1 and 2 targets (and
 * Scope 3 where set) with (a) the target year and target value, (b) the base year and base value, (c) the units.
 * So `C3-54b` is the base year, `C3-54a` the target year, `C3-54b-scope12` the base value, `C3-54a-scope12` the
 * target value in tonnes and `C3-54a-scope12-reduction` the same target as a reduction in % of the base value.
 * Sources and the taxonomy concept of each id: docs/methodology.md, "VSME datapoint ids".
 */
export function c3Datapoints(c3: C3Targets | null): readonly VsmeDatapoint[] {
  if (!c3) return [];
  const points: VsmeDatapoint[] = [
    {
      id: 'C3-54b',
      label: { pl: 'Rok bazowy celu', en: 'Target base year' },
      value: c3.baseYear,
      unit: 'year',
    },
    {
      id: 'C3-54a',
      label: { pl: 'Rok docelowy', en: 'Target year' },
      value: c3.targetYear,
      unit: 'year',
    },
  ];
  for (const g of c3.groups) {
    const { id, pl, en } = GROUP_LABEL[g.group];
    points.push(
      {
        id: `C3-54a-${id}-reduction`,
        label: { pl: `Cel redukcji emisji, ${pl}`, en: `GHG reduction target, ${en}` },
        value: g.reductionPercent,
        unit: '%',
      },
      {
        id: `C3-54b-${id}`,
        label: { pl: `Emisje w roku bazowym, ${pl}`, en: `Base-year emissions, ${en}` },
        value: g.baseYearTonnes,
        unit: 't CO2e',
      },
      {
        id: `C3-54a-${id}`,
        label: { pl: `Emisje docelowe, ${pl}`, en: `Target-year emissions, ${en}` },
        value: g.targetYearTonnes,
        unit: 't CO2e',
      },
    );
  }
  return points;
}
