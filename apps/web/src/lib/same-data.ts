import { useRef } from 'react';

/** Equality of plain data (what the API's JSON and the draft hold): objects by their keys, arrays in order. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameData(left[key], right[key]));
}

/** `value`, or the value of an earlier render when its data is the same: for props of memoised components. */
export function useSameData<T>(value: T): T {
  const kept = useRef(value);
  if (!sameData(kept.current, value)) kept.current = value;
  return kept.current;
}
