import { type VsmeClimateView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import {
  assembleB3Climate,
  b3Datapoints,
  c3Datapoints,
  c3Targets,
  type EnergyCarrier,
  type EnergyGap,
  type EnergyUse,
} from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import { ChartsDataQuery } from '../../charts/charts-data/charts-data.query.js';
import { DataQualityQuery } from '../../charts/data-quality/data-quality.query.js';
import { DB } from '../../shared/tokens.js';
import { reportOrganizationOf } from '../report-sources.js';

interface LineRow {
  energy_carrier: EnergyCarrier | null;
  energy_kwh: number | null;
  renewable_kwh: number | null;
  energy_note: string | null;
}

function energyOf(line: LineRow): EnergyUse | EnergyGap | null {
  if (!line.energy_carrier) return null;
  if (line.energy_kwh === null) return { carrier: line.energy_carrier, reason: line.energy_note ?? '' };
  return {
    carrier: line.energy_carrier,
    kwh: line.energy_kwh,
    renewableKwh: line.renewable_kwh ?? 0,
    basis: line.energy_note ?? '',
  };
}

/**
 * The VSME climate section of a calendar year: B3 energy and GHG figures, C3 targets from the reduction plan, from the same emission lines as the
 * dashboard (Scope totals through charts-data, energy from the lines' energy columns) and the data-quality mix of
 * the dashboard's panel (location-based, as B3-30b).
 */
@Injectable()
export class VsmeClimateQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly charts: ChartsDataQuery,
    private readonly quality: DataQualityQuery,
  ) {}

  async forYear(organizationId: string, year: number, now: Date): Promise<VsmeClimateView> {
    const org = await reportOrganizationOf(this.db, organizationId);
    const from = `${year}-01`;
    const to = `${year}-12`;
    const range = { from, to, scope2Method: 'location' } as const;
    const [figures, lines, dataQuality, target] = await Promise.all([
      this.charts.forOrganization(organizationId, range),
      this.db.query<LineRow>(
        `select energy_carrier, energy_kwh, renewable_kwh, energy_note
           from read.emission_lines
          where organization_id = $1 and period between $2 and $3 and energy_carrier is not null`,
        [organizationId, from, to],
      ),
      this.quality.forOrganization(organizationId, { ...range, scope: null }),
      this.targetOf(organizationId),
    ]);
    const energy = lines.rows.map(energyOf).filter((e): e is EnergyUse | EnergyGap => e !== null);
    const b3 = assembleB3Climate({
      figures,
      energy,
      annualRevenueEur: org.annualRevenueEur,
    });
    return {
      organizationName: org.name,
      year,
      generatedAt: now.toISOString(),
      energy: { ...b3.energy, gaps: [...b3.energy.gaps] },
      emissions: b3.emissions,
      intensity: b3.intensity,
      dataQuality,
      targets: target ? { ...target, groups: target.groups.map((g) => ({ ...g })) } : null,
      datapoints: [...b3Datapoints(b3), ...c3Datapoints(target)].map((d) => ({ ...d })),
    };
  }

  /** C3 from the reduction plan's target (read.reduction_targets), the same record the dashboard line draws. */
  private async targetOf(organizationId: string) {
    const { rows } = await this.db.query<{
      base_year: number;
      target_year: number;
      scope12_percent: number;
      scope3_percent: number | null;
      base_scope12_tonnes: number;
      base_scope3_tonnes: number;
    }>(
      `select base_year, target_year, scope12_percent, scope3_percent, base_scope12_tonnes, base_scope3_tonnes
         from read.reduction_targets where organization_id = $1`,
      [organizationId],
    );
    const r = rows[0];
    return c3Targets(
      r
        ? {
            baseYear: r.base_year,
            targetYear: r.target_year,
            scope12Percent: r.scope12_percent,
            scope3Percent: r.scope3_percent,
            baseScope12Tonnes: r.base_scope12_tonnes,
            baseScope3Tonnes: r.base_scope3_tonnes,
          }
        : null,
    );
  }
}
