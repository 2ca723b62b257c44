import fc from 'fast-check';

const percentEncode = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`;

/**
 * Forms of one id a router or a comparison could take for the same thing: case changed (all or some letters),
 * percent-encoded (some characters), with a trailing slash, a NUL, a space or a path segment appended.
 */
export function mutatedId(id: string): fc.Arbitrary<string> {
  const letters = fc.array(fc.boolean(), { minLength: id.length, maxLength: id.length });
  return fc.oneof(
    fc.constant(id),
    fc.constant(id.toUpperCase()),
    letters.map((flips) => [...id].map((c, i) => (flips[i] ? c.toUpperCase() : c)).join('')),
    letters.map((flips) => [...id].map((c, i) => (flips[i] ? percentEncode(c) : c)).join('')),
    fc.constantFrom(`${id}/`, `${id}%00`, `${id}%20`, ` ${id}`, `${id}%2F..`, `${id};`, `${id}.json`),
  );
}

/** Query strings that repeat or nest a parameter, so a parser could take the wrong one. */
export function trickyQuery(values: readonly string[]): fc.Arbitrary<string> {
  const value = fc.constantFrom(...values);
  return fc.oneof(
    fc.constant(''),
    value.map((v) => `?organizationId=${encodeURIComponent(v)}`),
    fc.tuple(value, value).map(([a, b]) => `?rowId=${a}&rowId=${b}&organizationId=${b}`),
    value.map((v) => `?streamId[]=${encodeURIComponent(v)}&questionId[0]=${encodeURIComponent(v)}`),
    value.map((v) => `?filter[organizationId]=${encodeURIComponent(v)}`),
  );
}

/** The id a path segment stands for once the router decoded it. */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment.replace(/\/$/, ''));
  } catch {
    return segment;
  }
}
