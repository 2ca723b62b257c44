import type { DataQualityView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { dataQualityMix, type RowVerificationStatus, rowVerificationStatus } from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';
import { CO2E_SQL, type ChartsFilter } from '../charts-filter.js';

/** The charts filter, narrowed to one stored scope ('scope-1') or all of them (null). */
export interface DataQualityFilter extends ChartsFilter {
  scope: string | null;
}

interface QualityRow {
  method: string;
  data_quality: string;
  co2e_kg: number;
  /** The row's verification (read.row_verifications) and its last edit: verified only if not edited since. */
  verification_status: RowVerificationStatus | null;
  verification_position: string | null;
  last_edit: string | null;
}

/** A line is verified when its row was approved and not edited since (the row badge's rule). */
function verifiedNow(line: QualityRow): boolean {
  if (line.verification_status === null || line.verification_position === null) return false;
  const status = rowVerificationStatus(
    { status: line.verification_status, position: BigInt(line.verification_position) },
    BigInt(line.last_edit ?? '0'),
  );
  return status === 'verified';
}

/**
 * The data-quality mix and PCAF score of an organization's emission lines under a filter: the dashboard's panel
 * and the VSME report (and so the partner portfolio) read it here. Each line weighs the tonnes the dashboard
 * counts for it (Scope 2 by the filter's method, CO2E_SQL), so the mix adds up to the figures beside it.
 */
@Injectable()
export class DataQualityQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async forOrganization(organizationId: string, filter: DataQualityFilter): Promise<DataQualityView> {
    const { rows } = await this.db.query<QualityRow>(
      `with lines as (
         select organization_id, question_id, row_id, method, data_quality, (${CO2E_SQL})::float8 as co2e_kg
           from read.emission_lines
          where organization_id = $1 and period between $2 and $3 and ($5::text is null or scope = $5::text))
       select l.method, l.data_quality, l.co2e_kg,
              v.status as verification_status, v.row_position::text as verification_position,
              a.updated_position::text as last_edit
         from lines l
         left join read.row_verifications v on v.organization_id = l.organization_id and v.row_id = l.row_id
         left join read.answer_rows a on a.organization_id = l.organization_id
              and a.question_id = l.question_id and a.row_id = l.row_id`,
      [organizationId, filter.from, filter.to, filter.scope2Method, filter.scope],
    );
    const mix = dataQualityMix(
      rows.map((l) => ({
        method: l.method,
        dataQuality: l.data_quality,
        co2eKg: l.co2e_kg,
        verified: verifiedNow(l),
      })),
    );
    return { ...mix, origins: [...mix.origins] };
  }
}
