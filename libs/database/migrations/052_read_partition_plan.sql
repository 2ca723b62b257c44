-- One partition's events after a position (read-events.ts, readPartitionEvents), always by the position index.
--
-- 051's reader sent the query itself, with the partition in its values. The planner guesses that
-- `organization_hash % count = index` holds for 0.5 % of the events; whenever that guess leaves fewer matches in
-- the rest of the log than a batch asks for (a log of under about 400,000 events at 2,000 a batch, or one just
-- appended, without statistics), it fetches the whole rest of the log (a sequential or a bitmap scan) and sorts it,
-- rather than walking the position index and stopping after a batch: 940 ms a batch at 1,000,000 events without
-- statistics, against 12 ms. A rebuild reads the log batch by batch, so its partitions paid that again and again.
-- The index on position is the only way to the events in position order without a sort, so with sorting ruled out
-- (enable_sort off) that is the plan, with or without statistics, values or parameters; no parallel workers for a
-- batch either. The settings hold for this function's query only, and keep it from being inlined into the caller's
-- (read-partition-plan.int.spec.ts counts the rows fetched against the positions passed over).
--
-- read_events_after (050, 051), the reader of the whole log, takes the same settings: without statistics the
-- planner guesses its position range at 0.5 % of the log, and under a batch of matches it fetched the rest of the
-- log and sorted it too.
CREATE FUNCTION read_partition_after(
  p_after bigint,
  p_bound bigint,
  p_count integer,
  p_index integer,
  p_limit integer
)
RETURNS SETOF events
LANGUAGE plpgsql
STABLE
SET enable_sort = off
SET max_parallel_workers_per_gather = 0
AS $$
BEGIN
  RETURN QUERY
    SELECT e.* FROM events e
     WHERE e.position > p_after AND e.position <= p_bound
       AND (e.organization_hash IS NULL OR e.organization_hash % p_count = p_index)
     ORDER BY e.position
     LIMIT p_limit;
END
$$;

ALTER FUNCTION read_events_after(bigint, integer) SET enable_sort = off;
ALTER FUNCTION read_events_after(bigint, integer) SET max_parallel_workers_per_gather = 0;
