import type { AccessView, OrganizationStatusView, PlanClassView } from '@ghg/contracts';
import {
  freemiumStateOf,
  type OrganizationState,
  planClassOf,
  UPGRADE_PLACES,
  upgradeDialogFor,
} from '@ghg/domain';
import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { Inject, Injectable } from '@nestjs/common';
import { DB, EVENT_STORE } from '../shared/tokens.js';
import { organizationStatesOf } from './organization-state-cache.js';

/** The organization's plan and status as its own stream says now: a change counts from the next request. */
export interface OrganizationAccess {
  registered: boolean;
  planName: string | null;
  /** null: unknown (an organization registered before plans), every module open. */
  permissions: readonly string[] | null;
  planClass: PlanClassView;
  status: OrganizationStatusView;
  expiresAt: string | null;
}

export function organizationAccessOf(state: OrganizationState, now: Date): OrganizationAccess {
  const permissions = state.plan?.permissions ?? null;
  const planClass = planClassOf({ blocked: state.blocked, permissions, planName: state.plan?.planName });
  const expiresAt = state.plan?.expiresAt ?? null;
  const expired = freemiumStateOf(planClass, expiresAt ? new Date(expiresAt) : null, now) === 'expired';
  return {
    registered: state.registered,
    planName: state.plan?.planName ?? null,
    permissions,
    planClass,
    status: state.blocked ? 'blocked' : expired ? 'expired' : 'active',
    expiresAt,
  };
}

/** The access part of users/me: an expired freemium opens the same dialogs as a blocked organization. */
export function accessViewOf(access: OrganizationAccess): AccessView {
  const dialogClass = access.status === 'active' ? access.planClass : 'blocked';
  return {
    planName: access.planName,
    planClass: access.planClass,
    permissions: access.permissions === null ? null : [...access.permissions],
    organizationStatus: access.status,
    upgradeDialogs: Object.fromEntries(
      UPGRADE_PLACES.map((place) => [place, upgradeDialogFor(dialogClass, place)]),
    ) as AccessView['upgradeDialogs'],
    freemiumExpiresAt: access.expiresAt,
  };
}

@Injectable()
export class OrganizationAccessReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Db,
  ) {}

  /** As the stream says now (see OrganizationStateCache: only the events after the kept state are read). */
  async of(organizationId: string): Promise<OrganizationAccess> {
    return this.at(organizationId, new Date());
  }

  /** As `of`, with the clock read by the caller (users/me keeps what it builds until the access expires). */
  async at(organizationId: string, now: Date): Promise<OrganizationAccess> {
    const state = await organizationStatesOf(this.store, this.db).stateOf(organizationId);
    return organizationAccessOf(state, now);
  }
}
