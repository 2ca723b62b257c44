import {
  type AccessView,
  type AdminMagicLinkView,
  type BackofficeOrganizationView,
  type CommandResultView,
  type EntitiesChangeView,
  type FullReportRequestResultView,
  INVITATION_ROLES,
  type InvitationAcceptedView,
  type InvitationView,
  type MagicLinkView,
  type MeView,
  type OrganizationUserView,
  type OrganizationStructureView,
  type OrganizationView,
  type OutboxMessageView,
  PASSWORD_RULES,
  type PlanView,
  type ProfileView,
  REPORT_PERIOD_CHOICE_KEYS,
  type RegistrationResultView,
} from '@ghg/contracts';
import { z } from 'zod';
import { viewSchema } from './view-schema.js';

// Response schemas of the people, organization and command answers (see view-schema.ts for why each names its view).

const ROLES = ['administrator', 'member', 'auditor', 'provider-staff', 'provider-supervisor'] as const;
const PLAN_CLASSES = ['blocked', 'freemium', 'freemium-plus', 'standard'] as const;
const UPGRADE_DIALOGS = [
  'global-upgrade',
  'scope3',
  'reduction-plans',
  'generate-report',
  'custom-plan',
  'freemium-expired',
] as const;
const UPGRADE_PLACES = ['global', 'scope3', 'reduction-plans', 'generate-report', 'sidebar'] as const;
const label = z.object({ pl: z.string(), en: z.string() });
/** Event-store positions are bigints: sent as decimal text. */
const position = z.string().regex(/^\d+$/);

export const commandResultSchema = viewSchema<CommandResultView>()(
  z.object({ position, revision: z.number().int(), changed: z.boolean() }).meta({ id: 'CommandResult' }),
);

const accessSchema = viewSchema<AccessView>()(
  z.object({
    planName: z.string().nullable(),
    planClass: z.enum(PLAN_CLASSES),
    permissions: z.array(z.string()).nullable(),
    organizationStatus: z.enum(['active', 'blocked', 'expired']),
    upgradeDialogs: z.record(z.enum(UPGRADE_PLACES), z.enum(UPGRADE_DIALOGS).nullable()),
    freemiumExpiresAt: z.string().nullable(),
  }),
);

export const meSchema = viewSchema<MeView>()(
  z
    .object({
      userId: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      organizationId: z.string(),
      organizationName: z.string(),
      role: z.enum(ROLES),
      jobTitle: z.string().nullable(),
      organizations: z.array(z.string()),
      companies: z.array(
        z.object({
          organizationId: z.string(),
          name: z.string(),
          role: z.enum(ROLES),
          planName: z.string().nullable(),
          planLabel: label,
          status: z.enum(['active', 'blocked', 'expired']),
          lastActivityAt: z.string().nullable(),
          parentOrganizationId: z.string().nullable(),
          tags: z.array(z.string()),
        }),
      ),
      selectedOrgId: z.string(),
      access: accessSchema,
      permissions: z.array(z.string()).nullable(),
      planName: z.string().nullable(),
      partnership: z.enum(['bankBooster', 'groupOfCompanies']).nullable(),
    })
    .meta({ id: 'Me' }),
);

export const profileSchema = viewSchema<ProfileView>()(
  z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string().nullable(),
    role: z.enum(ROLES),
    organizationId: z.string(),
    organizationName: z.string(),
    planClass: z.enum(PLAN_CLASSES),
    planLabel: label,
    password: z.object({ changeableHere: z.boolean(), rule: z.enum(PASSWORD_RULES) }),
  }),
);

export const organizationSchema = viewSchema<OrganizationView>()(
  z.object({
    organizationId: z.string(),
    name: z.string(),
    status: z.enum(['active', 'blocked', 'expired']),
    entities: z.array(z.object({ entityId: z.string(), name: z.string() })),
    address: z.object({
      street: z.string().nullable(),
      postalCode: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
    }),
    partnership: z.enum(['bankBooster', 'groupOfCompanies']).nullable(),
    tags: z.array(z.string()),
    questionsStatus: z.record(z.string(), z.string()),
    parentOrganizationId: z.string().nullable(),
  }),
);

export const organizationStructureSchema = viewSchema<OrganizationStructureView>()(
  z.object({
    organizationId: z.string(),
    name: z.string(),
    ownCo2eKg: z.number(),
    companies: z.array(z.object({ organizationId: z.string(), name: z.string(), co2eKg: z.number() })),
    rolledUpCo2eKg: z.number(),
  }),
);

export const entitiesChangeSchema = viewSchema<EntitiesChangeView>()(
  z.object({
    entities: z.array(z.object({ entityId: z.string(), name: z.string() })),
    entityId: z.string().optional(),
    position,
    changed: z.boolean(),
  }),
);

export const planSchema = viewSchema<PlanView>()(
  z.object({
    name: z.string().nullable(),
    resources: z.array(z.string()).nullable(),
    planClass: z.enum(PLAN_CLASSES),
    expiresAt: z.string().nullable(),
  }),
);

export const organizationUserSchema = viewSchema<OrganizationUserView>()(
  z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string().nullable(),
    role: z.string(),
  }),
);

export const magicLinkSchema = viewSchema<MagicLinkView>()(
  z.object({ organizationId: z.string().nullable(), email: z.string().nullable(), isActive: z.boolean() }),
);

export const invitationSchema = viewSchema<InvitationView>()(
  z.object({
    magicLinkId: z.string(),
    email: z.string(),
    role: z.enum(INVITATION_ROLES),
    status: z.enum(['pending', 'used', 'deleted']),
    link: z.string(),
    sentAt: z.string(),
    sendCount: z.number().int(),
  }),
);

export const invitationSentSchema = viewSchema<CommandResultView & { magicLinkId: string }>()(
  commandResultSchema.extend({ magicLinkId: z.string() }),
);

export const adminMagicLinkSchema = viewSchema<AdminMagicLinkView & CommandResultView>()(
  commandResultSchema.extend({ magicLinkId: z.string(), link: z.string() }),
);

export const registrationResultSchema = viewSchema<RegistrationResultView>()(
  z.object({ userId: z.string(), organizationId: z.string(), variant: z.enum(['user', 'admin']) }),
);

export const invitationAcceptedSchema = viewSchema<InvitationAcceptedView>()(
  z.object({
    organizationId: z.string(),
    organizationName: z.string().nullable(),
    role: z.enum(ROLES),
    joined: z.boolean(),
    selected: z.boolean(),
  }),
);

export const mailDeliverySchema = z
  .object({
    status: z.enum(['pending', 'sending', 'sent']),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
  })
  .nullable();

export const outboxMessageSchema = viewSchema<OutboxMessageView>()(
  z.object({
    messageId: z.string(),
    recipient: z.string(),
    magicLinkId: z.string(),
    link: z.string(),
    kind: z.enum(['invitation', 'reminder']),
    organizationName: z.string().nullable(),
    sentAt: z.string(),
    delivery: mailDeliverySchema,
  }),
);

export const backofficeOrganizationSchema = viewSchema<BackofficeOrganizationView>()(
  z.object({
    organizationId: z.string(),
    name: z.string(),
    demo: z.boolean(),
    planName: z.string().nullable(),
    planClass: z.enum(PLAN_CLASSES),
    planLabel: label,
    status: z.enum(['active', 'blocked']),
    blockedMonths: z.number().int(),
    partnership: z.enum(['bankBooster', 'groupOfCompanies']).nullable(),
    tags: z.array(z.string()),
    parentOrganizationId: z.string().nullable(),
  }),
);

export const reportPeriodSchema = z.object({
  choice: z.enum(REPORT_PERIOD_CHOICE_KEYS),
  from: z.string().nullable(),
  to: z.string(),
});

export const fullReportRequestResultSchema = viewSchema<FullReportRequestResultView>()(
  commandResultSchema.extend({ requestId: z.string(), period: reportPeriodSchema }),
);
