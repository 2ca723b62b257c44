import type { ActorRole } from '@ghg/domain';

/** Fixed ids of the demo company and its people, so every start finds the same demo. */
export const DEMO_ORGANIZATION_ID = '6f1d2c3e-0000-4000-8000-00000000d3e0';
export const DEMO_ADMIN_ID = '6f1d2c3e-0000-4000-8000-00000000ad01';
export const DEMO_ADMIN_EMAIL = 'admin@demo.ghg-ledger.local';
export const SEED_ACTOR_ID = 'system:seed';

export interface DemoAccount {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  role: ActorRole;
}

/**
 * One person per role, all in the demo company and all signing in with the demo password: until the Identity
 * issue brings invitations, these are how member, auditor and provider screens are reached.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userId: DEMO_ADMIN_ID,
    email: DEMO_ADMIN_EMAIL,
    firstName: 'Anna',
    lastName: 'Demo',
    jobTitle: 'Sustainability manager',
    role: 'administrator',
  },
  {
    userId: '6f1d2c3e-0000-4000-8000-00000000ad02',
    email: 'member@demo.ghg-ledger.local',
    firstName: 'Marek',
    lastName: 'Demo',
    jobTitle: 'Office manager',
    role: 'member',
  },
  {
    userId: '6f1d2c3e-0000-4000-8000-00000000ad03',
    email: 'auditor@demo.ghg-ledger.local',
    firstName: 'Ewa',
    lastName: 'Audytor',
    jobTitle: 'Auditor',
    role: 'auditor',
  },
  {
    userId: '6f1d2c3e-0000-4000-8000-00000000ad04',
    email: 'staff@provider.ghg-ledger.local',
    firstName: 'Piotr',
    lastName: 'Obsługa',
    jobTitle: 'Provider staff',
    role: 'provider-staff',
  },
  {
    userId: '6f1d2c3e-0000-4000-8000-00000000ad05',
    email: 'supervisor@provider.ghg-ledger.local',
    firstName: 'Zofia',
    lastName: 'Kierownik',
    jobTitle: 'Provider supervisor',
    role: 'provider-supervisor',
  },
];

export function demoAccountOf(role: ActorRole): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account with role ${role}`);
  return account;
}

/** A second demo company on the freemium plan, with its own administrator, so plans and upgrade dialogs show. */
export const FREEMIUM_DEMO_ORGANIZATION_ID = '6f1d2c3e-0000-4000-8000-00000000f3e0';
export const FREEMIUM_DEMO_ADMIN: DemoAccount = {
  userId: '6f1d2c3e-0000-4000-8000-00000000fa01',
  email: 'freemium@demo.ghg-ledger.local',
  firstName: 'Filip',
  lastName: 'Freemium',
  jobTitle: 'Owner',
  role: 'administrator',
};

/** Everyone who signs in with the demo password (local accounts of the embedded provider). */
export const DEMO_SIGN_IN_ACCOUNTS: readonly DemoAccount[] = [...DEMO_ACCOUNTS, FREEMIUM_DEMO_ADMIN];
