import {
  type ActorRole,
  decideOrganization,
  decideUser,
  initialOrganizationState,
  initialUserState,
  organizationStreamId,
  userStreamId,
} from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { randomUUID } from 'node:crypto';
import type { Db } from '@ghg/database';
import { LocalAccounts } from '../../apps/api/src/auth/local-accounts.js';
import { metadataOf } from '../../apps/api/src/shared/stream-command.js';

/**
 * Organization B: a second, ordinary (not demo) company with its own people. Fixed ids and words nobody else
 * uses, so any of them in an answer to A is a leak. Its registration is appended as the registration would
 * (the organization and user aggregates decide); its data is then entered by its own people through the API.
 */
export const B = {
  organizationId: '7e5a9b1c-2b0b-4b0b-8b0b-0000000b0b01',
  name: 'Bravoizolacja Sp. z o.o.',
  people: [
    {
      userId: '7e5a9b1c-2b0b-4b0b-8b0b-0000000b0ba1',
      email: 'admin@bravoizolacja.pl',
      firstName: 'Bronisława',
      lastName: 'Bravoizolacka',
      role: 'administrator',
    },
    {
      // Blocking a month is a provider person's command on their own organization's stream (the back-office
      // for other organizations is not there yet), so B has one to block its month.
      userId: '7e5a9b1c-2b0b-4b0b-8b0b-0000000b0ba2',
      email: 'staff@bravoizolacja.pl',
      firstName: 'Bogumił',
      lastName: 'Bravoobsługa',
      role: 'provider-staff',
    },
  ] as const satisfies readonly {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    role: ActorRole;
  }[],
  password: 'Bravo-Tenant-Password-9!',
  /** Free text B enters: its description and its own fuel's name. */
  description: 'Bravoizolacja: piekarnia testowa znacznik-B-7351',
  customFuelName: 'Bravobiogaz znacznik',
  /** Quantities no other company enters (its rows' consumption). */
  markerNumbers: [7351.9371, 6029.4417, 4817.2293],
  /** Not a marker: head counts are shown, anonymised, on the benchmark of its industry's companies. */
  headCount: 4321,
  /** People B's administrator invites (the second invitation is revoked). */
  invitees: [
    ['zaproszona@bravoizolacja.pl', 'member'],
    ['odwolana@bravoizolacja.pl', 'auditor'],
  ],
  /** The month B's provider person blocks. */
  blockedPeriod: '2025-02',
} as const;

export const bAdmin = B.people[0];
export const bStaff = B.people[1];

/** Appends B's registration and its people, and gives them local accounts of the embedded provider. */
export async function registerOrganizationB(db: Db, store: EventStore): Promise<void> {
  const metadata = metadataOf({
    actor: { userId: 'system:registration', organizationId: B.organizationId, role: 'administrator' },
    correlationId: randomUUID(),
    source: { channel: 'system' },
  });
  const registered = decideOrganization(
    {
      type: 'RegisterOrganization',
      data: { organizationId: B.organizationId, name: B.name, country: 'PL', demo: false },
    },
    initialOrganizationState,
  );
  await store.append(
    organizationStreamId(B.organizationId),
    registered.map((e) => ({ ...e, metadata })),
    'no_stream',
  );
  const accounts = new LocalAccounts(db);
  for (const { userId, email, firstName, lastName, role } of B.people) {
    const events = decideUser(
      {
        type: 'RegisterUser',
        data: { userId, email, firstName, lastName, jobTitle: null, organizationId: B.organizationId, role },
      },
      initialUserState,
    );
    await store.append(
      userStreamId(userId),
      events.map((e) => ({ ...e, metadata })),
      'no_stream',
    );
    await accounts.ensure({ userId, email, password: B.password });
  }
}
