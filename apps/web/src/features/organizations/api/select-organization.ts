import { CSRF_HEADERS } from '../../../lib/csrf';

/** `POST users/{organizationId}/select-organization` (spec §7): true when the server switched the session. */
export async function selectOrganization(organizationId: string): Promise<boolean> {
  try {
    const response = await fetch(`/api/users/${encodeURIComponent(organizationId)}/select-organization`, {
      method: 'POST',
      credentials: 'include',
      headers: CSRF_HEADERS,
    });
    return response.ok;
  } catch {
    return false;
  }
}
