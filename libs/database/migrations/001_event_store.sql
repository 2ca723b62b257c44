-- The event log: every event of every stream, in one table, in commit order.
--
-- position: the global log position. Appends take a transaction advisory lock before inserting
-- (libs/event-store/src/postgres/append-events.ts), so positions are handed out in commit order and a reader
-- never sees position n+1 before position n. CACHE 1 keeps values from being pre-allocated per session, which
-- would break that order across connections.
CREATE TABLE events (
  position bigint GENERATED ALWAYS AS IDENTITY (CACHE 1) PRIMARY KEY,
  event_id uuid NOT NULL,
  stream_id text NOT NULL,
  revision integer NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_event_id_unique UNIQUE (event_id),
  -- Also the index behind readStream and the stream's current revision.
  CONSTRAINT events_stream_revision_unique UNIQUE (stream_id, revision),
  CONSTRAINT events_revision_not_negative CHECK (revision >= 0)
);
