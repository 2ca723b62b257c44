import type { SqlClient } from '@ghg/database';
import type { OrganizationEvent } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import type { Projection } from '../../runtime/projection.js';

type OrganizationRecorded = RecordedEvent & OrganizationEvent;

const isOrganizationEvent = (e: RecordedEvent): e is OrganizationRecorded =>
  e.type === 'OrganizationRegistered' || e.type === 'InitialQuestionsAnswered';

/** `read.organizations`: each organization's profile and current initial answers, with the stream revision. */
export const organizationProfileProjection: Projection = {
  name: 'organization-profile',
  tables: ['read.organizations'],
  eventTypes: ['OrganizationRegistered', 'InitialQuestionsAnswered'],
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events.filter(isOrganizationEvent)) {
      switch (event.type) {
        case 'OrganizationRegistered':
          await tx.query(
            `insert into read.organizations (organization_id, name, country, demo, stream_revision, updated_at)
             values ($1, $2, $3, $4, $5, $6)`,
            [
              event.data.organizationId,
              event.data.name,
              event.data.country,
              event.data.demo,
              event.revision,
              event.metadata.occurredAt,
            ],
          );
          break;
        case 'InitialQuestionsAnswered':
          await tx.query(
            `update read.organizations set initial_answers = $2::jsonb, stream_revision = $3, updated_at = $4
              where organization_id = $1`,
            [
              event.data.organizationId,
              JSON.stringify(event.data.answers),
              event.revision,
              event.metadata.occurredAt,
            ],
          );
          break;
      }
    }
  },
};
