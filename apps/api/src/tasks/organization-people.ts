import type { Db } from '@ghg/database';

/** The organization's people and locations, as the task rules need them (who may be named, what may be delegated). */
export async function organizationDirectory(
  db: Db,
  organizationId: string,
): Promise<{ memberIds: Set<string>; locationIds: Set<string> }> {
  const [members, locations] = await Promise.all([
    db.query<{ user_id: string }>(
      `select user_id from read.memberships where organization_id = $1 and role in ('administrator', 'member')`,
      [organizationId],
    ),
    db.query<{ location_id: string }>('select location_id from read.locations where organization_id = $1', [
      organizationId,
    ]),
  ]);
  return {
    memberIds: new Set(members.rows.map((r) => r.user_id)),
    locationIds: new Set(locations.rows.map((r) => r.location_id)),
  };
}
