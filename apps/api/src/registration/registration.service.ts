import { randomUUID } from 'node:crypto';
import { appendDecisions, decisionFor, type LoadedStream, newStream } from '@ghg/command-handling';
import {
  adminRegistrationRequestSchema,
  type MagicLinkView,
  invitedUserRegistrationSchema,
  type RegistrationResultView,
  sameEmail,
  userRegistrationSchema,
} from '@ghg/contracts';
import type { Db } from '@ghg/database';
import {
  type MagicLinkEvent,
  type MagicLinkState,
  organizationAggregate,
  organizationStreamId,
  planRegistration,
  type RegistrantDetails,
  MagicLinkError,
  type RegistrationCommand,
  type RegistrationVariant,
  registrationVariantOf,
  userAggregate,
  userStreamId,
} from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject, Injectable } from '@nestjs/common';
import { LocalAccounts } from '../auth/local-accounts.js';
import type { RequestContext } from '../context/request-context.js';
import { parseOrThrow, validationError } from '../shared/api-error.js';
import { illFormedTextFields } from '../http/well-formed-text.js';
import { accountExists } from '../invitations/existing-email.js';
import {
  accountExistsError,
  asApiError,
  linkExpiredError,
  withLinkErrors,
} from '../invitations/magic-link-api-error.js';
import { readMagicLink } from '../invitations/magic-link-stream.js';
import { metadataOf } from '../shared/stream-command.js';
import { DB, EVENT_STORE } from '../shared/tokens.js';

export type PublicSource = RequestContext['source'];

/** The public side of magic links: what a link is, and registering through it (link state: magic-link-stream.ts). */
@Injectable()
export class RegistrationService {
  private readonly accounts: LocalAccounts;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Db,
  ) {
    this.accounts = new LocalAccounts(db);
  }

  /** An unknown link answers like a spent one (inactive), so guessing ids learns nothing. */
  async magicLink(magicLinkId: string): Promise<MagicLinkView> {
    const { state: link } = await readMagicLink(this.store, magicLinkId);
    if (!link.issued || !link.active) return { organizationId: null, email: null, isActive: false };
    return { organizationId: link.organizationId, email: link.email, isActive: true };
  }

  async registerUser(
    magicLinkId: string,
    body: unknown,
    source: PublicSource,
  ): Promise<RegistrationResultView> {
    const link = await this.activeLinkOf(magicLinkId, 'user');
    const storable = storableOrThrow(body);
    // The address the person was invited at was accepted then (any deliverable address, `.local` included);
    // any other address meets the public form's pattern.
    const typed = (storable as { email?: unknown } | null)?.email;
    const invited = link.state.email && typeof typed === 'string' && sameEmail(typed, link.state.email);
    const form = parseOrThrow(invited ? invitedUserRegistrationSchema : userRegistrationSchema, storable);
    const user = await this.newRegistrant(form);
    return this.register(
      { type: 'RegisterInvitedUser', data: { magicLinkId, user } },
      link,
      form.password,
      source,
    );
  }

  async registerAdministrator(
    magicLinkId: string,
    body: unknown,
    source: PublicSource,
  ): Promise<RegistrationResultView> {
    const link = await this.activeLinkOf(magicLinkId, 'admin');
    const { account, company, advanced } = parseOrThrow(
      adminRegistrationRequestSchema,
      storableOrThrow(body),
    );
    const user = await this.newRegistrant(account);
    const command: RegistrationCommand = {
      type: 'RegisterOrganizationAdministrator',
      data: {
        magicLinkId,
        organizationId: randomUUID(),
        user,
        company,
        advanced: {
          industry: advanced.industry,
          peopleAmount: advanced.peopleAmount,
          annualRevenue: advanced.annualRevenue,
        },
      },
    };
    return this.register(command, link, account.password, source);
  }

  private async register(
    command: RegistrationCommand,
    link: LoadedStream<MagicLinkState, MagicLinkEvent>,
    password: string,
    source: PublicSource,
  ): Promise<RegistrationResultView> {
    const plan = await withLinkErrors(async () => planRegistration(command, link.state));
    const { organizationId, userId } = plan.link[0]!.data;
    const context: RequestContext = {
      actor: { userId, organizationId, role: plan.user[0]!.data.role },
      correlationId: randomUUID(),
      source,
    };
    const metadata = metadataOf(context);
    // One transaction for the link, the organization and the person (or none of them): of two registrations
    // racing on one link only one gets past the link's revision, and a failure leaves the link usable.
    const user = plan.user[0]!.data;
    await appendDecisions(
      this.store,
      [
        decisionFor(link, plan.link),
        decisionFor(
          newStream(organizationStreamId(organizationId), organizationAggregate),
          plan.organization,
        ),
        decisionFor(newStream(userStreamId(userId), userAggregate), plan.user),
      ],
      metadata,
    );
    await this.accounts.ensure({ userId, email: user.email, password });
    return { userId, organizationId, variant: registrationVariantOf(link.state) };
  }

  private async newRegistrant(form: {
    email: string;
    firstName: string;
    lastName: string;
    jobTitle?: string | null;
    phoneNumber?: string | null;
  }): Promise<RegistrantDetails> {
    if (await accountExists(this.db, form.email)) throw accountExistsError();
    return {
      userId: randomUUID(),
      email: form.email,
      firstName: form.firstName,
      lastName: form.lastName,
      jobTitle: form.jobTitle || null,
      phoneNumber: form.phoneNumber || null,
    };
  }

  private async activeLinkOf(
    magicLinkId: string,
    variant: RegistrationVariant,
  ): Promise<LoadedStream<MagicLinkState, MagicLinkEvent>> {
    const link = await readMagicLink(this.store, magicLinkId);
    // Refused before the form is read: an expired (or unknown) link answers link-expired whatever was typed.
    if (!link.state.issued || !link.state.active) throw linkExpiredError();
    if (registrationVariantOf(link.state) !== variant)
      throw asApiError(
        new MagicLinkError('WRONG_REGISTRATION_VARIANT', `This link is not for the ${variant} form`),
      );
    return link;
  }
}

/** Every field is checked before anything is written: text the event log cannot store is a validation error. */
function storableOrThrow(body: unknown): unknown {
  const fields = illFormedTextFields(body);
  if (fields.length > 0) throw validationError(fields);
  return body;
}
