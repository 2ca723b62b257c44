/**
 * A GraphQL input as the REST body would carry it: absent optional fields arrive as null in GraphQL, and the
 * contracts read absent (a default, or `required`), so nulls are dropped at every depth.
 */
export function absentForNull(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(absentForNull);
  if (input === null || typeof input !== 'object') return input ?? undefined;
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, absentForNull(v)]),
  );
}
