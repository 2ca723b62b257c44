import type { DataSharingView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';

/** The company's consent as read.data_sharing holds it; never decided reads as not consented. */
@Injectable()
export class DataSharingQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async of(organizationId: string): Promise<DataSharingView> {
    const { rows } = await this.db.query<{ consented: boolean; changed_at: Date | string }>(
      'select consented, changed_at from read.data_sharing where organization_id = $1',
      [organizationId],
    );
    const row = rows[0];
    if (!row) return { consented: false, changedAt: null };
    return { consented: row.consented, changedAt: new Date(row.changed_at).toISOString() };
  }
}
