import type { AccessView } from '../access/access-views.js';

/**
 * What the API answers to its queries and commands (the GraphQL object types of apps/api/src/graphql), shared so
 * the web client reads exactly what the server writes.
 */
export interface MeView {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  organizationId: string;
  organizationName: string;
  /** administrator | member | auditor | provider-staff | provider-supervisor: what the UI offers this person. */
  role: 'administrator' | 'member' | 'auditor' | 'provider-staff' | 'provider-supervisor';
  jobTitle: string | null;
  /** Ids of the organizations the user belongs to; selectedOrgId is the one of this session. */
  organizations: string[];
  /** The same organizations named, with the person's role in each ("Your companies"), oldest membership first. */
  companies: CompanyMembershipView[];
  selectedOrgId: string;
  /** The plan, permissions, status and dialogs of the selected organization (spec §7 users/me). */
  access: AccessView;
  /** Shortcuts of access, named as spec §7 names them. */
  permissions: string[] | null;
  planName: string | null;
  /** Spec §1 partner branding of the selected organization: selects the footer; null: none. */
  partnership: 'bankBooster' | 'groupOfCompanies' | null;
}

/** One organization of the signed-in person. */
export interface CompanyMembershipView {
  organizationId: string;
  name: string;
  role: MeView['role'];
  planName: string | null;
  /** The plan label in both languages (Blocked, Freemium, Freemium+, Full access). */
  planLabel: { pl: string; en: string };
  /** active, blocked by provider staff, or expired (freemium past its end). */
  status: 'active' | 'blocked' | 'expired';
  /** When anything last changed in it (newest audit-trail entry); null: nothing yet. */
  lastActivityAt: string | null;
  /** The group it belongs to, if any (module moreThanOneOrganizationStructure). */
  parentOrganizationId: string | null;
  tags: string[];
}

/** The organization's initial answers; every field is null until answered. */
export interface InitialQuestionsView {
  /** Stream revision the answers were read at; -1 when never saved. Sent back as expectedRevision. */
  revision: number;
  description: string | null;
  industry: string | null;
  country: string | null;
  peopleAmount: string | null;
  peopleAmountNumber: number | null;
  annualRevenue: string | null;
  annualRevenueRange: number | null;
  officeSize: string | null;
  officeLocation: string | null;
}

/** One line of the audit trail. */
export interface AuditEntryView {
  id: string;
  position: string;
  occurredAt: string;
  actorId: string;
  actorName: string;
  eventType: string;
  streamId: string;
  field: string | null;
  /** JSON text of the value before the change; null when it was empty. */
  before: string | null;
  after: string | null;
  source: string | null;
}

/** What a command answers: the position to wait for (read-your-writes) and the revision for the next edit. */
export interface CommandResultView {
  position: string;
  revision: number;
  changed: boolean;
}

/** A month provider staff blocked: who blocked it and when. */
export interface BlockedPeriodView {
  /** 'YYYY-MM' */
  period: string;
  /** The user id of whoever blocked it. */
  blockedBy: string;
  /** Their name (the id when unknown). */
  blockedByName: string;
  blockedAt: string;
}
