import { randomUUID } from 'node:crypto';
import { appendDecisions, decisionFor, newStream } from '@ghg/command-handling';
import { adminPasswordField, emailField, firstNameField, lastNameField } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import {
  isProviderRole,
  organizationAggregate,
  organizationStreamId,
  planProviderBootstrap,
  userAggregate,
  userStreamId,
} from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { LocalAccounts } from '../auth/local-accounts.js';
import { accountExists } from '../invitations/existing-email.js';
import { metadataOf } from '../shared/stream-command.js';

export interface FirstProviderAdminRequest {
  email: string;
  firstName: string;
  lastName: string;
  organizationName: string;
  /** The embedded provider's password; null with an external OpenID provider (it signs the person in). */
  password: string | null;
}

/** Why the command refused: the message is printed as is. */
export class BootstrapRefused extends Error {}

const READ_BATCH = 1000;

/**
 * `npm run provider-admin:create`: on an install with no provider person yet, registers the provider's own
 * organization and its supervisor (events, as any registration) and, with the embedded provider, their local
 * account. Refused when a provider person exists (the demo's included) or the address has an account.
 */
export async function createFirstProviderAdmin(
  db: Db,
  store: EventStore,
  request: FirstProviderAdminRequest,
): Promise<{ userId: string; organizationId: string }> {
  const problems = [
    ['email', emailField.safeParse(request.email).success],
    ['first name', firstNameField.safeParse(request.firstName).success],
    ['last name', lastNameField.safeParse(request.lastName).success],
    ['organization name', request.organizationName.trim() !== '' && request.organizationName.length <= 200],
    [
      'password (10+ characters, upper and lower case, a digit)',
      request.password === null || adminPasswordField.safeParse(request.password).success,
    ],
  ].filter(([, ok]) => !ok);
  if (problems.length > 0) throw new BootstrapRefused(`Invalid ${problems.map(([name]) => name).join(', ')}`);
  const providerPeople = await providerPeopleInLog(store);
  if (await accountExists(db, request.email))
    throw new BootstrapRefused(`${request.email} already has an account`);
  const ids = { organizationId: randomUUID(), userId: randomUUID() };
  let plan;
  try {
    plan = planProviderBootstrap(
      {
        ...ids,
        organizationName: request.organizationName.trim(),
        email: request.email.trim(),
        firstName: request.firstName.trim(),
        lastName: request.lastName.trim(),
      },
      providerPeople,
    );
  } catch (error) {
    throw new BootstrapRefused(error instanceof Error ? error.message : String(error));
  }
  const metadata = metadataOf({
    actor: { userId: 'system:bootstrap', organizationId: ids.organizationId, role: 'provider-supervisor' },
    correlationId: randomUUID(),
    source: { channel: 'system' },
  });
  await appendDecisions(
    store,
    [
      decisionFor(
        newStream(organizationStreamId(ids.organizationId), organizationAggregate),
        plan.organization,
      ),
      decisionFor(newStream(userStreamId(ids.userId), userAggregate), plan.user),
    ],
    metadata,
  );
  if (request.password !== null) {
    await new LocalAccounts(db).ensure({
      userId: ids.userId,
      email: request.email,
      password: request.password,
    });
  }
  return ids;
}

/** Provider people the log holds (registered or given a provider role): any one means the install has its admin. */
async function providerPeopleInLog(store: EventStore): Promise<number> {
  let count = 0;
  for (let after = 0n; ;) {
    const events = await store.readAll(after, READ_BATCH);
    for (const event of events) {
      const role = (event.data as { role?: unknown } | null)?.role;
      if ((event.type === 'UserRegistered' || event.type === 'UserRoleChanged') && isProviderRole(role))
        count++;
    }
    if (events.length < READ_BATCH) return count;
    after = events[events.length - 1]!.position;
  }
}
