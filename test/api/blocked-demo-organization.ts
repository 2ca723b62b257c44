import { DEMO_ORGANIZATION_ID } from '../../apps/api/src/seed/demo-accounts.js';
import type { ApiHarness } from './api-harness.js';

/**
 * Runs `check` as the demo member while provider staff have the demo company blocked (first proven: its audit
 * log answers ORGANIZATION_BLOCKED), then unblocks it whatever happened, acting as the member again.
 */
export async function whileDemoOrganizationBlocked(
  api: ApiHarness,
  check: () => Promise<void>,
): Promise<void> {
  const blocked = (on: boolean) => {
    api.actAs('provider-staff');
    return api.request(`/api/backoffice/organizations/${DEMO_ORGANIZATION_ID}/blocked`, {
      method: on ? 'PUT' : 'DELETE',
    });
  };
  expect((await blocked(true)).status).toBe(200);
  try {
    api.actAs('member');
    const locked = await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}/audit-log`);
    expect(await locked.json()).toMatchObject({ code: 'ORGANIZATION_BLOCKED' });
    await check();
  } finally {
    expect((await blocked(false)).status).toBe(200);
    api.actAs('member');
  }
}
