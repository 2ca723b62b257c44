-- Appends to different streams commit in parallel (issue 22); readers still never skip an event.
--
-- Before this, append_to_stream (016) took one exclusive advisory lock for the whole log, so positions were
-- handed out in commit order but every append in the database waited for the previous one's commit (its WAL
-- flush included), and the NOTIFY it sent serialised commits a second time (PostgreSQL orders NOTIFY-ing commits
-- with a database-wide lock).
--
-- Now:
-- * Per-stream lock: an exclusive transaction advisory lock on the stream (namespace 0x67686773, 'ghgs', and
--   hashtext of the stream id) serialises appends to one stream only, so the revision check reads the stream's
--   last committed append (each statement of a VOLATILE plpgsql function takes a fresh snapshot in READ
--   COMMITTED; the lock is released after the commit is visible).
-- * In-flight marker: before drawing positions, the transaction takes a SHARED transaction advisory lock whose
--   bigint key is 0x4747000000000000 + (the sequence's last value − 1): a lower bound of every position it will
--   draw. Readers (libs/event-store/src/postgres/read-events.ts) read the events with their statement's snapshot
--   and then pg_locks, and deliver only positions ≤ the smallest marker still held. A writer whose marker they do
--   not see took it after their snapshot, so it draws positions above everything they can see. A rolled-back
--   append leaves a gap that is passed as soon as its marker is gone.
-- * No NOTIFY here: the store sends one, coalesced, after its appends (append-signal.ts).
CREATE OR REPLACE FUNCTION append_to_stream(
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
    INSERT INTO events (event_id, stream_id, revision, type, data, metadata)
    SELECT n.event_id, p_stream_id, coalesce(current_revision, -1) + n.ord::integer, n.type, n.data::jsonb,
      n.metadata::jsonb
    FROM unnest(p_event_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS n(event_id, type, data, metadata, ord)
    ORDER BY n.ord
    RETURNING events.position, events.revision
  )
  SELECT max(inserted.revision), max(inserted.position) INTO next_revision, log_position FROM inserted;
END
$$;
