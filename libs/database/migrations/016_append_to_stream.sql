-- An append to the event log in one statement: lock, expected-revision check, insert, notify.
--
-- Why a function: appends are serialised by a transaction advisory lock (see
-- libs/event-store/src/postgres/append-events.ts), and before this the lock was held across three client round
-- trips (revision check, insert, COMMIT). Under 50 concurrent writers each of those waited for a turn of a busy
-- Node event loop while every other writer queued behind the lock. Here the lock is held for server time only,
-- plus the commit when the caller runs the function on its own (autocommit).
--
-- It must be plpgsql, not one SQL statement: in READ COMMITTED a statement reads with the snapshot taken when it
-- started, i.e. before it got the lock, so it would not see the stream's last append by the previous lock holder.
-- Each statement inside a VOLATILE plpgsql function takes a fresh snapshot, so the revision read after the lock
-- sees every append committed before it. (Callers must not use REPEATABLE READ or SERIALIZABLE for this reason.)
--
-- p_expected: 'any', 'no_stream', 'stream_exists' or a revision (checked for range by the caller).
-- Returns one row. refused: the expected revision did not match and nothing was written; current_revision: the
-- stream's last revision before the append (null = no stream); next_revision and log_position: the last event
-- written (for an empty batch, the current revision and the log's head).
CREATE FUNCTION append_to_stream(
  p_stream_id text,
  p_expected text,
  p_event_ids uuid[],
  p_types text[],
  p_data text[],
  p_metadata text[],
  OUT refused boolean,
  OUT current_revision integer,
  OUT next_revision integer,
  OUT log_position bigint
)
LANGUAGE plpgsql
VOLATILE
AS $$
BEGIN
  -- APPEND_LOCK_KEY in append-events.ts.
  PERFORM pg_advisory_xact_lock(4701000002);

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

  WITH inserted AS (
    INSERT INTO events (event_id, stream_id, revision, type, data, metadata)
    SELECT n.event_id, p_stream_id, coalesce(current_revision, -1) + n.ord::integer, n.type, n.data::jsonb,
      n.metadata::jsonb
    FROM unnest(p_event_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS n(event_id, type, data, metadata, ord)
    ORDER BY n.ord
    RETURNING events.position, events.revision
  )
  SELECT max(inserted.revision), max(inserted.position) INTO next_revision, log_position FROM inserted;

  -- EVENTS_APPENDED_CHANNEL in append-events.ts; delivered only if the transaction commits.
  PERFORM pg_notify('ghg_events_appended', NULL);
END
$$;
