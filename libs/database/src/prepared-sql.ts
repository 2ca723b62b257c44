/**
 * Statements PostgreSQL parses and plans once per connection instead of on every call (issue 22). On our machines
 * planning the dashboard's GROUP BY and the per-request reads cost PostgreSQL more CPU than running them, and the
 * API shares the cores with it: named statements took the cached dashboard from 858 to 1,023–1,038 requests/s at 8
 * clients. Only for statements whose plan does not depend on the values: after five runs PostgreSQL may keep one
 * generic plan, and for a query over skewed data that plan can be far worse (naming every statement made the
 * drill-down 4–6 times slower). The SQL text stays the key, so callers keep passing strings; PGlite (one
 * connection in this process) runs the text as before.
 */
const nameOfSql = new Map<string, string>();
const sqlOfName = new Map<string, string>();

/** Marks `sql` as a named statement `name` on PostgreSQL and returns it unchanged. Names are unique per text. */
export function preparedSql(name: string, sql: string): string {
  const known = sqlOfName.get(name);
  if (known !== undefined && known !== sql)
    throw new Error(`Prepared statement name "${name}" is already used for another statement`);
  const named = nameOfSql.get(sql);
  if (named !== undefined && named !== name)
    throw new Error(`This statement is already prepared as "${named}", not "${name}"`);
  nameOfSql.set(sql, name);
  sqlOfName.set(name, sql);
  return sql;
}

/** The statement name `sql` was prepared under, if any. */
export function preparedNameOf(sql: string): string | undefined {
  return nameOfSql.get(sql);
}
