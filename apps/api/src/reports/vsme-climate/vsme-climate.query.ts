import { type VsmeClimateView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import {
  assembleB3Climate,
  b3Datapoints,
  c3Datapoints,
  c3Targets,
  dataQualityMix,
  type EnergyCarrier,
  type EnergyGap,
  type EnergyUse,
  type RowVerificationStatus,
  rowVerificationStatus,
} from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import { ChartsDataQuery } from '../../charts/charts-data/charts-data.query.js';
import { DB } from '../../shared/tokens.js';
import { reportOrganizationOf } from '../report-sources.js';

interface LineRow {
  co2e_kg: number;
  /** The row's verification (read.row_verifications) and its last edit: verified only if not edited since. */
  verification_status: RowVerificationStatus | null;
  verification_position: string | null;
  last_edit: string | null;
  method: string;
  data_quality: string;
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

/** A line is verified when its row was approved and not edited since (the row badge's rule). */
function verifiedNow(line: LineRow): boolean {
  if (line.verification_status === null || line.verification_position === null) return false;
  const status = rowVerificationStatus(
    { status: line.verification_status, position: BigInt(line.verification_position) },
    BigInt(line.last_edit ?? '0'),
  );
  return status === 'verified';
}

/**
 * The VSME climate section of a calendar year: B3 energy and GHG figures, C3 targets from the reduction plan, from the same emission lines as the
 * dashboard (Scope totals through charts-data, energy from the lines' energy columns) and the data-quality mix.
 * A line counts as verified when its row was approved in the verification workflow and not edited since.
 */
@Injectable()
export class VsmeClimateQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly charts: ChartsDataQuery,
  ) {}

  async forYear(organizationId: string, year: number, now: Date): Promise<VsmeClimateView> {
    const org = await reportOrganizationOf(this.db, organizationId);
    const from = `${year}-01`;
    const to = `${year}-12`;
    const [figures, lines, target] = await Promise.all([
      this.charts.forOrganization(organizationId, { from, to, scope2Method: 'location' }),
      this.db.query<LineRow>(
        `select e.co2e_kg, e.method, e.data_quality, e.energy_carrier, e.energy_kwh, e.renewable_kwh, e.energy_note,
                v.status as verification_status, v.row_position::text as verification_position,
                a.updated_position::text as last_edit
           from read.emission_lines e
           left join read.row_verifications v on v.organization_id = e.organization_id and v.row_id = e.row_id
           left join read.answer_rows a on a.organization_id = e.organization_id
                and a.question_id = e.question_id and a.row_id = e.row_id
          where e.organization_id = $1 and e.period between $2 and $3`,
        [organizationId, from, to],
      ),
      this.targetOf(organizationId),
    ]);
    const energy = lines.rows.map(energyOf).filter((e): e is EnergyUse | EnergyGap => e !== null);
    const b3 = assembleB3Climate({
      figures,
      energy,
      annualRevenueEur: org.annualRevenueEur,
    });
    const dataQuality = dataQualityMix(
      lines.rows.map((l) => ({
        method: l.method,
        dataQuality: l.data_quality,
        co2eKg: l.co2e_kg,
        verified: verifiedNow(l),
      })),
    );
    return {
      organizationName: org.name,
      year,
      generatedAt: now.toISOString(),
      energy: { ...b3.energy, gaps: [...b3.energy.gaps] },
      emissions: b3.emissions,
      intensity: b3.intensity,
      dataQuality: { ...dataQuality, origins: [...dataQuality.origins] },
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
