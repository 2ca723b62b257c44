import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { pageRead } from '../log-partition.js';
import { testEvent } from '../testing/event-store-contract.js';
import { appendToStream } from './append-events.js';
import { readAllEvents, readPartitionEvents } from './read-events.js';

// A batch read of the log (a partition's, or the whole log's) must walk the log by position from where it left off,
// never fetch the rest of the log: a rebuild reads it batch by batch. Planned with the values in the statement
// (PostgreSQL's custom plans: every execution on PGlite, a prepared statement's first five on a server), the planner
// guessed `organization_hash % count = index` matched 0.5 % of the events (without statistics, the same of a
// position range); while that guess put fewer matches in the remaining log than a batch holds, it chose to fetch
// the whole remaining log (a sequential scan with the table's statistics, a bitmap scan without) and sort it:
// 940 ms a batch at 1,000,000 events against 12 ms. Counted here from the table's own statistics inside one
// transaction: the rows the reads fetched from `events` against the positions they passed over.
const EVENTS = 3_000;
const ORGANIZATIONS = 10;
const READS = 8;

jest.setTimeout(60_000);

describe('reads of the log batch by batch', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb();
  });
  afterEach(async () => {
    await t.dispose();
  });

  async function appendOrganizationEvents(): Promise<void> {
    for (let chunk = 0; chunk < EVENTS / 100; chunk++) {
      const organizationId = `org-${chunk % ORGANIZATIONS}`;
      const events = Array.from({ length: 100 }, () =>
        testEvent('PlanProbe', {}, { metadata: { ...testEvent('x').metadata, organizationId } }),
      );
      await appendToStream(t.db, `plan-${chunk}`, events, 'no_stream');
    }
  }

  /** READS reads of 100 events one after another; the rows fetched and the position reached. */
  async function readPages(whole: boolean): Promise<{ fetched: number; passed: bigint; read: number }> {
    return t.db.transaction(async (tx) => {
      let after = 0n;
      let read = 0;
      for (let i = 0; i < READS; i++) {
        const page = whole
          ? pageRead(await readAllEvents(tx, after, 100), after)
          : await readPartitionEvents(tx, after, 100, { index: 0, count: 2 });
        read += page.events.length;
        after = page.readThrough;
      }
      const { rows } = await tx.query<{ fetched: string | number | bigint }>(
        `SELECT pg_stat_get_xact_tuples_returned('events'::regclass)
              + pg_stat_get_xact_tuples_fetched('events'::regclass) AS fetched`,
      );
      return { fetched: Number(rows[0]!.fetched), passed: after, read };
    });
  }

  // On PGlite the whole log is read with a plain query with no upper bound (readAllEvents), which the planner
  // guesses at a third of the log: at or above a batch for any log worth a batch. Only a log of a few pages, like
  // this one without statistics, is fetched whole there, so that case runs on PostgreSQL (read_events_after) only.
  const onPostgres = Boolean(process.env['DATABASE_URL']);
  type Case = [reader: string, state: string, whole: boolean, analyze: boolean];
  const cases: Case[] = [
    ['a partition', 'without statistics (a log just appended)', false, false],
    ['a partition', 'with the statistics of the whole log', false, true],
    ['the whole log', 'with statistics', true, true],
  ];
  if (onPostgres) cases.push(['the whole log', 'without statistics', true, false]);
  it.each(cases)('%s: follows the position index %s', async (_, __, whole, analyze) => {
    await appendOrganizationEvents();
    if (analyze) await t.db.query('ANALYZE events');
    const { fetched, passed, read } = await readPages(whole);
    expect(read).toBe(READS * 100);
    // Each read fetches the rows it passes over and at most a batch beyond; a scan of the rest of the log
    // fetches about READS × EVENTS.
    expect(fetched).toBeLessThanOrEqual(Number(passed) + READS * 100);
  });
});
