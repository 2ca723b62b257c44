import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@ghg/database';
import { type EventStore, type NewEvent, organizationOfEvent } from '@ghg/event-store';
import type { Projection } from '../runtime/projection.js';
import { sqlJson } from '../runtime/sql-json.js';

export const ORG_COUNTED_EVENT = 'TestOrganizationCounted';

/**
 * A non-idempotent per-organization read model for the partition proofs: per organization, how many events and the
 * positions' sum, and the sequence of positions as text (so an event applied out of order, twice or never shows).
 * Events without an organization count under '(none)'.
 */
export function orgCounterProjection(name = 'test-org-counter'): Projection & {
  createTables(db: SqlClient): Promise<void>;
} {
  const table = 'read.test_org_counters';
  return {
    name,
    tables: [table],
    eventTypes: [ORG_COUNTED_EVENT],
    // The log's own key, so partitions read only their events from the store (EventStore.readPartition).
    partitionKey: organizationOfEvent,
    async createTables(db) {
      await db.query('create schema if not exists read');
      await db.query(`create table if not exists ${table} (
        organization_id text primary key, events bigint not null, position_sum bigint not null,
        positions text not null)`);
    },
    async apply(tx, events) {
      const rows = events
        .filter((event) => event.type === ORG_COUNTED_EVENT)
        .map((event) => ({
          organization_id: event.metadata.organizationId ?? '(none)',
          position: event.position,
        }));
      if (rows.length === 0) return;
      await tx.query(
        `insert into ${table} (organization_id, events, position_sum, positions)
         select x.organization_id, count(*), sum(x.position), string_agg(x.position::text, ',' order by x.position)
           from jsonb_to_recordset($1::jsonb) as x(organization_id text, position bigint) group by x.organization_id
         on conflict (organization_id) do update set events = ${table}.events + excluded.events,
           position_sum = ${table}.position_sum + excluded.position_sum,
           positions = ${table}.positions || ',' || excluded.positions`,
        [sqlJson(rows)],
      );
    },
  };
}

/**
 * Appends `events` organization-counted events spread over `organizations` organizations (one stream each), every
 * `withoutOrganization`-th one without an organization. Returns the head position.
 */
export async function appendOrganizationEvents(
  store: EventStore,
  plan: {
    organizations: number;
    events: number;
    withoutOrganization?: number;
    chunk?: number;
    prefix?: string;
  },
): Promise<bigint> {
  const chunk = plan.chunk ?? 20;
  const prefix = plan.prefix ?? 'org';
  const revisions = new Map<string, number>();
  let position = 0n;
  for (let start = 0; start < plan.events; start += chunk) {
    const n = Math.min(chunk, plan.events - start);
    const index = (start / chunk) % (plan.organizations + 1);
    const organizationId =
      plan.withoutOrganization !== undefined && index === plan.organizations
        ? null
        : `${prefix}-${index % plan.organizations}`;
    const streamId = `org-counted-${organizationId ?? 'none'}-${prefix}`;
    const events = orgCountedEvents(organizationId, n);
    const revision = revisions.get(streamId);
    const result = await store.append(streamId, events, revision === undefined ? 'no_stream' : revision);
    revisions.set(streamId, (revision ?? -1) + n);
    position = result.position;
  }
  return position;
}

/** n organization-counted events of one organization (or of none). */
export function orgCountedEvents(organizationId: string | null, n: number): NewEvent[] {
  return Array.from({ length: n }, () => ({
    type: ORG_COUNTED_EVENT,
    data: { organizationId },
    metadata: {
      actorId: 'test-actor',
      organizationId,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      source: { channel: 'test' },
    },
  }));
}
