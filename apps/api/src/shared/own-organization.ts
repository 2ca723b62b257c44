import { ApiError } from './api-error.js';
import type { RequestContext } from '../context/request-context.js';

/**
 * REST paths name an organization (spec §7), but the session decides which one a user may touch: another
 * organization's id answers 404, the same as an id that does not exist, so nothing leaks.
 */
export function assertOwnOrganization(context: RequestContext, organizationId: string): string {
  if (organizationId !== context.actor.organizationId) {
    throw new ApiError(404, 'NOT_FOUND', 'This page could not be found');
  }
  return organizationId;
}
