import type { MeView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { appendsSeen } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import { Inject, Injectable } from '@nestjs/common';
import { accessViewOf, OrganizationAccessReader } from '../../access/organization-access.js';
import { type Actor } from '../../context/request-context.js';
import { ApiError } from '../../shared/api-error.js';
import { embeddedReadCacheFor, readThroughEmbeddedCache } from '../../shared/embedded-read-cache.js';
import { DB } from '../../shared/tokens.js';
import { companiesAt, companiesCacheKey } from '../memberships.js';
import { firstInstantAfter, MeViewMemo } from './me-view-memo.js';

type UserRow = Pick<
  MeView,
  'userId' | 'email' | 'firstName' | 'lastName' | 'jobTitle' | 'organizationName' | 'partnership'
>;

/** users/me (spec §7): who the user is, their organizations, and what the selected one's plan allows. */
@Injectable()
export class MeQuery {
  private readonly memo = new MeViewMemo();

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly organizations: OrganizationAccessReader,
  ) {}

  async of(actor: Actor): Promise<MeView> {
    const cache = embeddedReadCacheFor(this.db);
    if (!cache) return (await this.build(actor, new Date())).view;
    const personKey = userCacheKey(actor);
    const companiesKey = companiesCacheKey(actor.userId);
    const memoKey = `${actor.userId}|${actor.organizationId}|${actor.role}`;
    const appends = appendsSeen(this.db);
    const now = new Date();
    const held = () => cache.holds(personKey) && cache.holds(companiesKey);
    const kept = this.memo.get(memoKey, appends, now.getTime());
    if (kept && held()) return kept;
    const { view, validUntilMs } = await this.build(actor, now);
    if (appends === appendsSeen(this.db) && held()) this.memo.set(memoKey, { view, appends, validUntilMs });
    return view;
  }

  private async build(actor: Actor, now: Date): Promise<{ view: MeView; validUntilMs: number }> {
    const rows = await readThroughEmbeddedCache(
      this.db,
      userCacheKey(actor),
      [READ_MODELS.users.projection, READ_MODELS.organizationProfile.projection],
      async () =>
        (
          await this.db.query<UserRow>(
            `select u.user_id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName",
                    u.job_title as "jobTitle", o.name as "organizationName", o.partnership
               from read.users u join read.organizations o on o.organization_id = $2
              where u.user_id = $1`,
            [actor.userId, actor.organizationId],
          )
        ).rows,
    );
    const row = rows[0];
    if (!row) throw new ApiError(401, 'UNAUTHENTICATED', 'Session expired - log in again');
    const access = accessViewOf(await this.organizations.at(actor.organizationId, now));
    const { companies, nextStatusChangeMs } = await companiesAt(this.db, actor.userId, now);
    const freemiumExpiresMs = access.freemiumExpiresAt === null ? null : Date.parse(access.freemiumExpiresAt);
    const view: MeView = {
      ...row,
      organizationId: actor.organizationId,
      role: actor.role,
      // The session holds the one selected; "Your companies" switches among the others.
      organizations: companies.map((company) => company.organizationId),
      companies,
      selectedOrgId: actor.organizationId,
      access,
      permissions: access.permissions,
      planName: access.planName,
    };
    return { view, validUntilMs: firstInstantAfter(now.getTime(), [freemiumExpiresMs, nextStatusChangeMs]) };
  }
}

const userCacheKey = (actor: Actor): string => `me|${actor.userId}|${actor.organizationId}`;
