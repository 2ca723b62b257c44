-- The log split by organization for partitioned projectors (issue 22): each event keeps the hash of its
-- organization, so a projector partition reads only its own events instead of every partition reading the whole
-- log and dropping the others' (N partitions read it N times; on two cores a second partition bought nothing).
--
-- organization_hash: FNV-1a (32 bit) of the event's organization (data.organizationId, else the envelope's), 0 when
-- it has none, computed by the appender (libs/event-store/src/log-partition.ts, organizationHashOf): partition i of
-- N holds the events with organization_hash mod N = i. Events appended before this migration have none (NULL):
-- every partition reads them and the projector filters them itself, as before. Adding a nullable column without a
-- default rewrites nothing.
ALTER TABLE events ADD COLUMN organization_hash bigint;

-- append_to_stream as in 038, with each event's organization hash beside its data.
DROP FUNCTION append_to_stream(text, text, uuid[], text[], text[], text[]);

CREATE FUNCTION append_to_stream(
  p_stream_id text,
  p_expected text,
  p_event_ids uuid[],
  p_types text[],
  p_data text[],
  p_metadata text[],
  p_organization_hashes bigint[],
  OUT refused boolean,
  OUT current_revision integer,
  OUT next_revision integer,
  OUT log_position bigint
)
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
  drawn_below bigint;
BEGIN
  -- STREAM_LOCK_NAMESPACE in append-events.ts.
  PERFORM pg_advisory_xact_lock(1734895475, hashtext(p_stream_id));

  SELECT max(e.revision) INTO current_revision FROM events e WHERE e.stream_id = p_stream_id;

  refused := CASE p_expected
    WHEN 'any' THEN false
    WHEN 'no_stream' THEN current_revision IS NOT NULL
    WHEN 'stream_exists' THEN current_revision IS NULL
    ELSE current_revision IS DISTINCT FROM p_expected::bigint
  END;
  IF refused THEN
    RETURN;
  END IF;

  IF coalesce(cardinality(p_event_ids), 0) = 0 THEN
    next_revision := coalesce(current_revision, -1);
    SELECT coalesce(max(e.position), 0) INTO log_position FROM events e;
    RETURN;
  END IF;

  -- IN_FLIGHT_KEY_BASE in append-events.ts.
  SELECT s.last_value - 1 INTO drawn_below FROM events_position_seq s;
  PERFORM pg_advisory_xact_lock_shared(5136073900039340032 + drawn_below);

  WITH inserted AS (
    INSERT INTO events (event_id, stream_id, revision, type, data, metadata, organization_hash)
    SELECT n.event_id, p_stream_id, coalesce(current_revision, -1) + n.ord::integer, n.type, n.data::jsonb,
      n.metadata::jsonb, n.organization_hash
    FROM unnest(p_event_ids, p_types, p_data, p_metadata, p_organization_hashes) WITH ORDINALITY
      AS n(event_id, type, data, metadata, organization_hash, ord)
    ORDER BY n.ord
    RETURNING events.position, events.revision
  )
  SELECT max(inserted.revision), max(inserted.position) INTO next_revision, log_position FROM inserted;
END
$$;

-- How far a reader may read now: steps 1 and 2 of read_events_after (migration 050, where the proof is), the
-- highest position drawn and the smallest in-flight marker of another session. A caller reads the events up to it
-- with a snapshot taken after this returns: its own later statement (readPartitionEvents in read-events.ts), or the
-- next statement of read_events_after.
CREATE FUNCTION read_horizon()
RETURNS bigint
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
  drawn bigint;
  horizon bigint;
BEGIN
  SELECT CASE WHEN s.is_called THEN s.last_value ELSE s.last_value - 1 END INTO drawn FROM events_position_seq s;

  -- IN_FLIGHT_KEY_BASE in append-events.ts: markers are that base + a position below 2^48, so their high 32 bits
  -- (pg_locks.classid) lie in [0x47470000, 0x47470000 + 2^16). The session's own markers are left out: its own
  -- uncommitted events are visible to it anyway.
  SELECT coalesce(min(((l.classid::bigint << 32) | l.objid::bigint) - 5136073900039340032), 9223372036854775807)
    INTO horizon
    FROM pg_locks l
   WHERE l.locktype = 'advisory' AND l.objsubid = 1
     AND l.classid::bigint >= 1195835392 AND l.classid::bigint < 1195835392 + 65536
     AND l.database = (SELECT d.oid FROM pg_database d WHERE d.datname = current_database())
     AND l.pid IS DISTINCT FROM pg_backend_pid();

  RETURN least(drawn, horizon);
END
$$;

-- read_events_after (050) on read_horizon: the same three steps, the bound read in a statement of its own before
-- the events' snapshot is taken.
CREATE OR REPLACE FUNCTION read_events_after(p_after bigint, p_limit integer)
RETURNS SETOF events
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
  bound bigint;
BEGIN
  bound := read_horizon();
  RETURN QUERY
    SELECT e.* FROM events e
     WHERE e.position > p_after AND e.position <= bound
     ORDER BY e.position
     LIMIT p_limit;
END
$$;
