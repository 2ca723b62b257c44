import type { CompanyMembershipView } from '@ghg/contracts';
import type { SqlClient } from '@ghg/database';
import { isActorRole, PLAN_LABELS, planClassOf } from '@ghg/domain';
import { READ_MODELS } from '@ghg/read-models';
import { readThroughEmbeddedCache } from '../shared/embedded-read-cache.js';

interface MembershipRow {
  organization_id: string;
  name: string | null;
  role: string;
  plan_name: string | null;
  permissions: string[] | null;
  blocked: boolean | null;
  plan_expires_at: Date | string | null;
  parent_organization_id: string | null;
  tags: string[] | null;
  last_activity_at: Date | string | null;
}

const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const COMPANY_PROJECTIONS = [
  READ_MODELS.users.projection,
  READ_MODELS.organizationProfile.projection,
  READ_MODELS.auditLog.projection,
];

/** The embedded read cache's key of a person's companies (held while nothing is appended). */
export const companiesCacheKey = (userId: string): string => `companies|${userId}`;

export interface Companies {
  companies: CompanyMembershipView[];
  /** The first instant after `now` at which a plan expires, so that a status changes with no event (ms). */
  nextStatusChangeMs: number;
}

/**
 * "Your companies": the organizations a person belongs to now, oldest first, with their role in each, the plan,
 * status and last activity (the newest entry of its audit trail) that the list and the tiles show (spec §2).
 */
export async function companiesOf(
  db: SqlClient,
  userId: string,
  now = new Date(),
): Promise<CompanyMembershipView[]> {
  return (await companiesAt(db, userId, now)).companies;
}

/** companiesOf, with the instant the answer stops being true without any event (a plan expiring). */
export async function companiesAt(db: SqlClient, userId: string, now: Date): Promise<Companies> {
  const rows = await readThroughEmbeddedCache(
    db,
    companiesCacheKey(userId),
    COMPANY_PROJECTIONS,
    async () => {
      const { rows } = await db.query<MembershipRow>(
        `select m.organization_id, o.name, m.role, o.plan_name, o.permissions, o.blocked, o.plan_expires_at,
            o.parent_organization_id, o.tags,
            (select a.occurred_at from read.audit_log a
              where a.organization_id = m.organization_id order by a.position desc limit 1) as last_activity_at
       from read.memberships m left join read.organizations o on o.organization_id = m.organization_id
      where m.user_id = $1
      order by m.joined_position, m.organization_id`,
        [userId],
      );
      return rows;
    },
  );
  let nextStatusChangeMs = Infinity;
  const companies = rows.flatMap((row): CompanyMembershipView[] => {
    if (!isActorRole(row.role)) return [];
    const blocked = row.blocked ?? false;
    const expiresMs = row.plan_expires_at === null ? null : new Date(row.plan_expires_at).getTime();
    const expired = expiresMs !== null && expiresMs <= now.getTime();
    if (expiresMs !== null && !expired) nextStatusChangeMs = Math.min(nextStatusChangeMs, expiresMs);
    const planClass = planClassOf({ blocked, permissions: row.permissions, planName: row.plan_name });
    return [
      {
        organizationId: row.organization_id,
        name: row.name ?? row.organization_id,
        role: row.role,
        planName: row.plan_name,
        planLabel: PLAN_LABELS[planClass],
        status: blocked ? 'blocked' : expired ? 'expired' : 'active',
        lastActivityAt: isoOf(row.last_activity_at),
        parentOrganizationId: row.parent_organization_id,
        tags: row.tags ?? [],
      },
    ];
  });
  return { companies, nextStatusChangeMs };
}
