import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '@ghg/database';
import { IN_FLIGHT_KEY_BASE, STREAM_LOCK_NAMESPACE } from './append-events';

// The writer (append_to_stream, migrations 038 and 051) and the reader (read_events_after, migration 050, and
// read_horizon, migration 051) meet only through these lock keys, written as literals in SQL: a reader looking for
// other keys than the writer takes would see no append in flight and could pass one. This keeps every migration
// that defines them on the constants append-events.ts documents.
const migration = (name: string) => fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');

describe('the advisory lock keys the log writer and reader share', () => {
  it.each(['038_parallel_appends.sql', '051_log_partitions.sql'])(
    'the writer (%s) takes its stream lock and in-flight marker under the documented keys',
    (name) => {
      const writer = migration(name);
      expect(writer).toContain(`pg_advisory_xact_lock(${STREAM_LOCK_NAMESPACE}, hashtext(p_stream_id))`);
      expect(writer).toContain(`pg_advisory_xact_lock_shared(${IN_FLIGHT_KEY_BASE} + drawn_below)`);
    },
  );

  it.each(['050_read_events_horizon.sql', '051_log_partitions.sql'])(
    'the reader (%s) looks for markers under the same base, by its high 32 bits',
    (name) => {
      const reader = migration(name);
      const classid = IN_FLIGHT_KEY_BASE >> 32n;
      expect(reader).toContain(`| l.objid::bigint) - ${IN_FLIGHT_KEY_BASE}),`);
      expect(reader).toContain(`l.classid::bigint >= ${classid} AND l.classid::bigint < ${classid} + 65536`);
    },
  );
});
