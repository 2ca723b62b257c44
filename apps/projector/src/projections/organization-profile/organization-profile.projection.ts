import type { SqlClient } from '@ghg/database';
import type { OrganizationEvent } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { organizationOfEvent } from '../../runtime/partitioning.js';

type OrganizationRecorded = RecordedEvent & OrganizationEvent;

// Every event type of the organization stream: even those this table shows nothing of (blocked months) move
// the stream revision, which the company form sends back as its expected revision.
const EVENT_TYPES = [
  'OrganizationRegistered',
  'InitialQuestionsAnswered',
  'PlanAssigned',
  'OrganizationBlocked',
  'OrganizationUnblocked',
  'PeriodBlocked',
  'PeriodUnblocked',
  'LocationAdded',
  'LocationRemoved',
  'PartnershipSet',
  'OrganizationTagsSet',
  'ParentOrganizationSet',
] as const;

const isOrganizationEvent = (e: RecordedEvent): e is OrganizationRecorded =>
  (EVENT_TYPES as readonly string[]).includes(e.type);

/**
 * `read.organizations`: each organization's profile, current initial answers, plan and status, with the revision
 * of the organization stream's last event; `read.locations`: its locations.
 */
export const organizationProfileProjection: Projection = {
  name: READ_MODELS.organizationProfile.projection,
  partitionKey: organizationOfEvent,
  tables: READ_MODELS.organizationProfile.tables,
  eventTypes: [...EVENT_TYPES],
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events.filter(isOrganizationEvent)) {
      const set = (assignments: string, values: unknown[]) =>
        tx.query(
          `update read.organizations set ${assignments}, stream_revision = $2, updated_at = $3
            where organization_id = $1`,
          [event.data.organizationId, event.revision, event.metadata.occurredAt, ...values],
        );
      switch (event.type) {
        case 'OrganizationRegistered':
          await tx.query(
            `insert into read.organizations (organization_id, name, country, demo, stream_revision, updated_at,
                                             address)
             values ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
            [
              event.data.organizationId,
              event.data.name,
              event.data.country,
              event.data.demo,
              event.revision,
              event.metadata.occurredAt,
              event.data.address ? JSON.stringify(event.data.address) : null,
            ],
          );
          break;
        case 'InitialQuestionsAnswered':
          await set('initial_answers = $4::jsonb', [JSON.stringify(event.data.answers)]);
          break;
        case 'PlanAssigned':
          await set('plan_name = $4, permissions = $5::jsonb, plan_expires_at = $6', [
            event.data.planName,
            JSON.stringify(event.data.permissions),
            event.data.expiresAt,
          ]);
          break;
        case 'OrganizationBlocked':
        case 'OrganizationUnblocked':
          await set('blocked = $4', [event.type === 'OrganizationBlocked']);
          break;
        case 'PeriodBlocked':
        case 'PeriodUnblocked':
          await moveRevision(tx, event);
          break;
        case 'PartnershipSet':
          await set('partnership = $4', [event.data.partnership]);
          break;
        case 'OrganizationTagsSet':
          await set('tags = $4::jsonb', [JSON.stringify(event.data.tags)]);
          break;
        case 'ParentOrganizationSet':
          await set('parent_organization_id = $4', [event.data.parentOrganizationId]);
          break;
        case 'LocationAdded':
          // A batch applied again after a crash before its checkpoint moved finds the row there already.
          await tx.query(
            `insert into read.locations (organization_id, location_id, name, added_at) values ($1, $2, $3, $4)
             on conflict (organization_id, location_id) do update set name = excluded.name`,
            [event.data.organizationId, event.data.locationId, event.data.name, event.metadata.occurredAt],
          );
          await moveRevision(tx, event);
          break;
        case 'LocationRemoved':
          await tx.query('delete from read.locations where organization_id = $1 and location_id = $2', [
            event.data.organizationId,
            event.data.locationId,
          ]);
          await moveRevision(tx, event);
          break;
      }
    }
  },
};

/** Events the profile shows nothing of still move the revision the company form sends back. */
function moveRevision(tx: SqlClient, event: OrganizationRecorded) {
  return tx.query('update read.organizations set stream_revision = $2 where organization_id = $1', [
    event.data.organizationId,
    event.revision,
  ]);
}
