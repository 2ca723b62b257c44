import pg from 'pg';

/**
 * One set of value conversions for both engines, so code written against PGlite behaves the same on PostgreSQL:
 * - int8 (bigint, count(*), sum(int)) → JS bigint: exact, and the event store's positions are bigint. Cast with
 *   `::int` in SQL when a plain number is wanted (JSON.stringify cannot serialise bigint).
 * - date → 'YYYY-MM-DD' string: a calendar day has no time zone, a JS Date would invent one.
 * - interval → PostgreSQL's text form.
 * numeric stays a string and json/jsonb, timestamptz (Date), bool and int4 keep both drivers' defaults,
 * which already agree.
 */
export const OID = {
  INT8: 20,
  INT8_ARRAY: 1016,
  DATE: 1082,
  DATE_ARRAY: 1182,
  INTERVAL: 1186,
  INTERVAL_ARRAY: 1187,
} as const;

const asText = (value: string): string => value;

/** Parsers for PGlite (it applies element parsers to arrays by itself). */
export const pgliteParsers: Record<number, (value: string) => unknown> = {
  [OID.INT8]: (value) => BigInt(value),
  [OID.DATE]: asText,
  [OID.INTERVAL]: asText,
};

// 1009 = text[]: pg's generic array-literal parser, before each element is converted.
const builtinParser = pg.types.getTypeParser as (oid: number, format?: string) => (value: string) => unknown;
const parseTextArray = builtinParser(1009) as (value: string) => string[];

const pgOverrides: Record<number, (value: string) => unknown> = {
  [OID.INT8]: (value) => BigInt(value),
  [OID.INT8_ARRAY]: (value) => parseTextArray(value).map((item) => (item === null ? null : BigInt(item))),
  [OID.DATE]: asText,
  [OID.DATE_ARRAY]: parseTextArray,
  [OID.INTERVAL]: asText,
  [OID.INTERVAL_ARRAY]: parseTextArray,
};

/** Per-pool type parsers for `pg` (never the global registry: other code in the process may rely on it). */
export const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
    const override = pgOverrides[oid];
    if (override && format !== 'binary') return override;
    return builtinParser(oid, format);
  },
};
