import type { EmissionsByLocationView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { ROW_LOCATION_FIELD } from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';
import { CO2E_SQL, type ChartsFilter } from '../charts-filter.js';

/**
 * Locations as departments: the filter's emissions summed by the location each row names (the row's
 * `locationId` cell), every location listed (zero when nothing is assigned to it), then the unassigned rest.
 */
@Injectable()
export class EmissionsByLocationQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async forOrganization(organizationId: string, filter: ChartsFilter): Promise<EmissionsByLocationView> {
    const { rows } = await this.db.query<{ location_id: string | null; co2e_kg: number }>(
      `select r.cells ->> '${ROW_LOCATION_FIELD}' as location_id, sum(${CO2E_SQL})::float8 as co2e_kg
         from read.emission_lines l
         join read.answer_rows r
           on r.organization_id = l.organization_id and r.question_id = l.question_id and r.row_id = l.row_id
        where l.organization_id = $1 and l.period between $2 and $3
        group by 1`,
      [organizationId, filter.from, filter.to, filter.scope2Method],
    );
    const locations = await this.db.query<{ location_id: string; name: string }>(
      'select location_id, name from read.locations where organization_id = $1',
      [organizationId],
    );
    const sums = new Map(rows.map((r) => [r.location_id, r.co2e_kg]));
    const known = new Set(locations.rows.map((l) => l.location_id));
    const byLocation = locations.rows
      .map((l) => ({ locationId: l.location_id, name: l.name, co2eKg: sums.get(l.location_id) ?? 0 }))
      .sort((a, b) => b.co2eKg - a.co2eKg || a.name.localeCompare(b.name, 'pl', { sensitivity: 'base' }));
    // Rows naming a location that was removed since count as unassigned.
    const unassignedKg = rows
      .filter((r) => r.location_id === null || !known.has(r.location_id))
      .reduce((sum, r) => sum + r.co2e_kg, 0);
    return { locations: byLocation, unassignedCo2eKg: unassignedKg };
  }
}
