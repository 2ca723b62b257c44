import { loadStream } from '@ghg/command-handling';
import { organizationAggregate, organizationStreamId, sortBy } from '@ghg/domain';
import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';

export interface Entity {
  entityId: string;
  name: string;
}

/**
 * The locations straight from the organization stream: a change answers them at once (spec §7 "answer:
 * entities"), without waiting for the projection. The stream is small: registration, plans, months, locations.
 */
export async function entitiesOfStream(store: EventStore, organizationId: string): Promise<Entity[]> {
  const { state } = await loadStream(store, organizationStreamId(organizationId), organizationAggregate);
  return sortBy(
    [...state.locations].map(([entityId, name]) => ({ entityId, name })),
    (entity) => entity.name,
  );
}

/** The locations from the read model, Polish order whatever the database collation is. */
export async function entitiesOfReadModel(db: Db, organizationId: string): Promise<Entity[]> {
  const { rows } = await db.query<{ location_id: string; name: string }>(
    'select location_id, name from read.locations where organization_id = $1',
    [organizationId],
  );
  return sortBy(
    rows.map((row) => ({ entityId: row.location_id, name: row.name })),
    (entity) => entity.name,
  );
}
