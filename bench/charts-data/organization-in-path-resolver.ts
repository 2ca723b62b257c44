import { ActorResolver } from '../../apps/api/src/context/actor-resolver.js';
import type { Actor } from '../../apps/api/src/context/request-context.js';

const ORGANIZATION_IN_PATH = /^\/api\/organizations\/([^/?]+)/;

/**
 * The benchmark's actor: the administrator of the organization the path names, so that the load can cover every
 * organization of the data set. Sign-in and sessions are not what this benchmark measures (bench/embedded-read
 * measures them); the API's own tenancy checks still run against this actor.
 */
export class OrganizationInPathResolver extends ActorResolver {
  async resolve(req: unknown): Promise<Actor | null> {
    const organizationId = ORGANIZATION_IN_PATH.exec(
      (req as { originalUrl?: string }).originalUrl ?? '',
    )?.[1];
    return organizationId ? { userId: 'bench', organizationId, role: 'administrator' } : null;
  }
}
