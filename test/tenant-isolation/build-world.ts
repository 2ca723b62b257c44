import { answersStreamId } from '@ghg/domain';
import { waitForProjections } from '@ghg/projector';
import type { ApiHarness } from '../api/api-harness.js';
import { HttpBrowser } from '../support/http-browser.js';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION_ID } from '../../apps/api/src/seed/demo-accounts.js';
import { seedDemoHistory } from '../../apps/api/src/seed/demo-peers.js';
import { enterBData } from './enter-b-data.js';
import type { IsolationWorld } from './isolation-world.js';
import { B, bAdmin, bStaff, registerOrganizationB } from './organization-b.js';
import { Session } from './session.js';

/**
 * A is the demo company with its two years of answers (and the demo peers of its industry); B is registered
 * and fills in its data with its own sessions. Then every person of A signs in, and B's administrator starts a
 * sign-in it does not finish (a pending provider interaction for A to try).
 */
export async function buildWorld(api: ApiHarness, demoPassword: string): Promise<IsolationWorld> {
  await seedDemoHistory(api.store);
  await registerOrganizationB(api.db, api.store);
  // Sign-in finds the person in read.users.
  await waitForProjections(api.db, await api.store.headPosition(), { timeoutMs: 30_000 });
  const bAdminSession = await Session.signIn(api.url, { ...bAdmin, label: 'B administrator' }, B.password);
  const bStaffSession = await Session.signIn(api.url, { ...bStaff, label: 'B provider staff' }, B.password);
  const data = await enterBData(bAdminSession, bStaffSession);

  const people: Session[] = [];
  for (const account of DEMO_ACCOUNTS) {
    people.push(await Session.signIn(api.url, { ...account, label: `A ${account.role}` }, demoPassword));
  }

  const pending = await new HttpBrowser(api.url).follow('/api/auth/login?returnTo=/report');
  await pending.res.body?.cancel();
  const pendingInteractionUid = /\/oidc\/interaction\/([^/?#]+)/.exec(pending.path)?.[1];
  if (!pendingInteractionUid) throw new Error(`no provider interaction at ${pending.path}`);

  const { rows } = await api.db.query<{ id_hash: string }>(
    'select id_hash from auth.sessions where organization_id = $1 order by id_hash',
    [B.organizationId],
  );
  return {
    store: api.store,
    a: {
      organizationId: DEMO_ORGANIZATION_ID,
      people,
      revisionOf: async (questionId) =>
        (await api.store.readStream(answersStreamId(DEMO_ORGANIZATION_ID, questionId))).length - 1,
    },
    b: {
      ...data,
      organizationId: B.organizationId,
      userIds: B.people.map((p) => p.userId),
      blockedPeriod: B.blockedPeriod,
      pendingInteractionUid,
      sessionHashes: rows.map((r) => r.id_hash),
    },
  };
}
