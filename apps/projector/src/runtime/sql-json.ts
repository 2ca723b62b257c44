/**
 * JSON text for a `$n::jsonb` parameter. Positions are bigint, which JSON.stringify refuses; they become strings,
 * which PostgreSQL casts back (`(x->>'position')::bigint`). Works the same on PGlite and on `pg`.
 */
export function sqlJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}
