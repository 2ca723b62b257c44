import { openTestDb, type TestDb } from '../../../test/support/test-db.js';
import { preparedSql } from './prepared-sql.js';

jest.setTimeout(60_000);

describe(`openDb (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
    await t.db.query('CREATE TABLE probe (id int PRIMARY KEY, note text)');
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('converts values the same way on both engines', async () => {
    const { rows } = await t.db.query(
      `SELECT 9007199254740993::int8 AS big, count(*) AS counted, ARRAY[1, 2]::int8[] AS bigs, 7::int4 AS small,
              12.50::numeric AS amount, DATE '2025-03-01' AS day, ARRAY[DATE '2025-01-31'] AS days,
              TIMESTAMPTZ '2025-03-01 10:00:00+00' AS at, '{"a": [1, {"b": null}]}'::jsonb AS doc,
              '[1, 2]'::json AS list, true AS yes, NULL::text AS nothing
         FROM (VALUES (1), (2)) AS v(x)`,
    );
    expect(rows[0]).toEqual({
      big: 9007199254740993n,
      counted: 2n,
      bigs: [1n, 2n],
      small: 7,
      amount: '12.50',
      day: '2025-03-01',
      days: ['2025-01-31'],
      at: new Date('2025-03-01T10:00:00.000Z'),
      doc: { a: [1, { b: null }] },
      list: [1, 2],
      yes: true,
      nothing: null,
    });
    // Values are objects of this realm (PGlite is loaded outside jest's sandbox).
    expect(rows[0]!['at']).toBeInstanceOf(Date);
    expect(rows[0]!['doc']).toBeInstanceOf(Object);
    expect(rows).toBeInstanceOf(Array);
  });

  it('accepts bigint parameters', async () => {
    const { rows } = await t.db.query<{ next: bigint }>('SELECT $1::int8 + 1 AS next', [9007199254740993n]);
    expect(rows[0]!.next).toBe(9007199254740994n);
  });

  it('commits a transaction whose function resolves and rolls back one that throws', async () => {
    await t.db.transaction(async (tx) => {
      await tx.query('INSERT INTO probe VALUES (1, $1)', ['kept']);
    });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe VALUES (2, $1)', ['dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe VALUES (3, $1)', ['dropped']);
        await tx.query('INSERT INTO probe VALUES (1, $1)', ['duplicate key']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await t.db.query('SELECT id, note FROM probe ORDER BY id');
    expect(rows).toEqual([{ id: 1, note: 'kept' }]);
  });

  it('gives a session that runs queries and scripts', async () => {
    const session = await t.db.session();
    try {
      await t.db.runScript("INSERT INTO probe VALUES (10, 'a'); INSERT INTO probe VALUES (11, 'b');");
      const { rows } = await session.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM probe WHERE id >= 10',
      );
      expect(rows).toEqual([{ n: 2 }]);
    } finally {
      await session.release();
    }
  });

  (process.env['DATABASE_URL'] ? it : it.skip)(
    'survives a session connection killed by the server: its next query rejects (PostgreSQL)',
    async () => {
      const session = await t.db.session();
      try {
        const { rows } = await session.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await t.db.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await expect(session.query('SELECT 1')).rejects.toBeDefined();
      } finally {
        await session.release();
      }
      expect((await t.db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    },
  );

  (process.env['DATABASE_URL'] ? it : it.skip)(
    'an idle pooled connection ended by the server (57P01) is replaced without a line on stderr (PostgreSQL)',
    async () => {
      const pids = await Promise.all(
        [0, 1].map(() => t.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')),
      );
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const killer = await t.db.session();
        try {
          for (const { rows } of pids)
            await killer.query('SELECT pg_terminate_backend($1) WHERE $1 <> pg_backend_pid()', [
              rows[0]!.pid,
            ]);
        } finally {
          await killer.release();
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
      expect((await t.db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    },
  );

  it('runs a statement marked with preparedSql as a named statement on PostgreSQL, planned once per connection', async () => {
    const sql = preparedSql('open-db-spec-probe', 'SELECT note FROM probe WHERE id = $1');
    const session = await t.db.session();
    try {
      await session.query('INSERT INTO probe (id, note) VALUES (41, $1) ON CONFLICT (id) DO NOTHING', [
        'named',
      ]);
      for (let run = 0; run < 3; run++)
        expect((await session.query<{ note: string }>(sql, [41])).rows).toEqual([{ note: 'named' }]);
      if (t.db.kind === 'postgres') {
        const { rows } = await session.query<{ name: string; plans: string }>(
          `SELECT name, generic_plans + custom_plans AS plans FROM pg_prepared_statements
            WHERE name = 'open-db-spec-probe'`,
        );
        expect(rows).toEqual([{ name: 'open-db-spec-probe', plans: expect.anything() }]);
      }
    } finally {
      await session.release();
    }
  });
});
