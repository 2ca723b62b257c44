import type { IncomingHttpHeaders } from 'node:http';
import { ActorResolver } from '../../apps/api/src/context/actor-resolver.js';
import type { Actor } from '../../apps/api/src/context/request-context.js';

export const BENCH_ACTOR_HEADER = 'x-bench-organization';

/**
 * The member of the organization named by a request header: the API's seam for who acts (sessions in the mains),
 * so 50 organizations can edit at once through one API without 50 sign-ins. Bench only.
 */
export class BenchActorResolver extends ActorResolver {
  constructor(private readonly organizations: ReadonlySet<string>) {
    super();
  }

  async resolve(req: unknown): Promise<Actor | null> {
    const organizationId = (req as { headers: IncomingHttpHeaders }).headers[BENCH_ACTOR_HEADER];
    if (typeof organizationId !== 'string' || !this.organizations.has(organizationId)) return null;
    return { userId: `member-${organizationId}`, organizationId, role: 'member' };
  }
}
