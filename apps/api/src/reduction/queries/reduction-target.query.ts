import type { ReductionTargetView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { baseYearCheck, targetTrajectory, type TargetShape } from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';
import { OrganizationEmissionsQuery } from './organization-emissions.query.js';

interface TargetRecord {
  base_year: number;
  target_year: number;
  scope12_percent: number;
  scope3_percent: number | null;
  base_scope12_tonnes: number;
  base_scope3_tonnes: number;
  set_at: Date;
}

/**
 * The company's target (read.reduction_targets) with its progress: the actual total of each year with emissions
 * against the straight path to the target, and whether the base year has moved by more than 5 % since the target
 * was set (docs/methodology.md, base-year recalculation).
 */
@Injectable()
export class ReductionTargetQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly emissions: OrganizationEmissionsQuery,
  ) {}

  async forOrganization(organizationId: string): Promise<ReductionTargetView> {
    const [{ rows }, yearly] = await Promise.all([
      this.db.query<TargetRecord>(
        `select base_year, target_year, scope12_percent, scope3_percent, base_scope12_tonnes, base_scope3_tonnes,
                set_at
           from read.reduction_targets where organization_id = $1`,
        [organizationId],
      ),
      this.emissions.yearlyGroups(organizationId),
    ]);
    const record = rows[0];
    if (!record)
      return {
        target: null,
        baseYearNow: null,
        recalculationNeeded: false,
        changePercent: { scope12: null, scope3: null },
        years: yearly.map((y) => ({ year: y.year, actual: y.scope12 + y.scope3, target: null })),
      };
    const shape: TargetShape = {
      baseYear: record.base_year,
      targetYear: record.target_year,
      scope12Percent: record.scope12_percent,
      scope3Percent: record.scope3_percent,
    };
    const recorded = { scope12: record.base_scope12_tonnes, scope3: record.base_scope3_tonnes };
    const now = yearly.find((y) => y.year === record.base_year) ?? { scope12: 0, scope3: 0 };
    const baseYearNow = { scope12: now.scope12, scope3: now.scope3 };
    const check = baseYearCheck(shape, recorded, baseYearNow);
    // The actual line counts the groups the target covers, so the two lines compare like with like.
    const actualOf = (y: { scope12: number; scope3: number }) =>
      y.scope12 + (shape.scope3Percent === null ? 0 : y.scope3);
    const path = new Map(targetTrajectory(shape, recorded).map((t) => [t.year, t.total]));
    const actual = new Map(yearly.map((y) => [y.year, actualOf(y)]));
    const years = [...new Set([...actual.keys(), ...path.keys()])].sort((a, b) => a - b);
    return {
      target: { ...shape, baseYearTonnes: recorded, setAt: new Date(record.set_at).toISOString() },
      baseYearNow,
      recalculationNeeded: check.recalculationNeeded,
      changePercent: check.changePercent,
      years: years.map((year) => ({
        year,
        actual: actual.get(year) ?? null,
        target: path.get(year) ?? null,
      })),
    };
  }
}
