import type { CompanyMembershipView } from '@ghg/contracts';
import type { SqlClient } from '@ghg/database';
import { isActorRole } from '@ghg/domain';

/** "Your companies": the organizations a person belongs to now, with their role in each, oldest first. */
export async function companiesOf(db: SqlClient, userId: string): Promise<CompanyMembershipView[]> {
  const { rows } = await db.query<{ organization_id: string; name: string | null; role: string }>(
    `select m.organization_id, o.name, m.role
       from read.memberships m left join read.organizations o on o.organization_id = m.organization_id
      where m.user_id = $1
      order by m.joined_position, m.organization_id`,
    [userId],
  );
  return rows.flatMap((row) =>
    isActorRole(row.role)
      ? [{ organizationId: row.organization_id, name: row.name ?? row.organization_id, role: row.role }]
      : [],
  );
}
