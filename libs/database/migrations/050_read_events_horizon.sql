-- Reads of the whole log never pass a position that commits later (a fix of migration 038's reader).
--
-- 038's reader (libs/event-store/src/postgres/read-events.ts) was one statement: the events under the statement's
-- snapshot, up to the smallest in-flight marker found in pg_locks by a subquery. The subquery runs after the
-- snapshot is taken, so an append that committed between the two was in neither: its events were not in the
-- snapshot and its marker was gone, and a later position already visible was delivered past it. The reader's
-- next read starts after that later position: the append's events were never delivered. Under load it happened
-- (one data-entry edit of 1,033 lost by the projection in a CI run; read-horizon.int.spec.ts shows it in seconds).
--
-- Now the three steps run in this order, each with its own snapshot (a VOLATILE function in READ COMMITTED):
--  1. drawn: the highest position the sequence has handed out;
--  2. horizon: the smallest in-flight marker of another session (as in 038);
--  3. the events after p_after up to least(drawn, horizon), read with a snapshot taken after 1 and 2.
-- Any position p ≤ drawn was drawn before step 1, so its append had taken its marker before step 1. If that append
-- was still in flight at step 2, its marker is ≤ p − 1 and the horizon stops below p; if it had ended, it had
-- committed (visible before its locks are released) or rolled back, and step 3's later snapshot sees what it wrote.
-- `drawn` covers the append that takes its marker after step 2: it draws above drawn.
CREATE OR REPLACE FUNCTION read_events_after(p_after bigint, p_limit integer)
RETURNS SETOF events
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

  RETURN QUERY
    SELECT e.* FROM events e
     WHERE e.position > p_after AND e.position <= least(drawn, horizon)
     ORDER BY e.position
     LIMIT p_limit;
END
$$;
