import type { z } from 'zod';

/**
 * A whole-form check that two fields hold the same value, reported on the repeat field. It runs even while
 * other fields still fail (zod's `when`), so the user sees every problem at once; it waits only until both
 * fields are strings.
 */
export function matchingFields<K extends string>(
  field: K,
  repeat: K,
  code: 'passwords_mismatch' | 'emails_mismatch',
  same: (a: string, b: string) => boolean = (a, b) => a === b,
) {
  const both = (value: unknown): value is Record<K, string> =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<K, unknown>)[field] === 'string' &&
    typeof (value as Record<K, unknown>)[repeat] === 'string';
  return {
    check: (value: unknown) => !both(value) || same(value[field], value[repeat]),
    params: {
      path: [repeat],
      error: code,
      when: (payload: z.core.ParsePayload) => both(payload.value),
    },
  };
}
