/** Audit values are JSON texts; null stands for an empty answer. Text that is not JSON is kept as it is. */
export function parseAuditValue(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface Positioned {
  position: string;
  occurredAt: string;
}

function positionOf(entry: Positioned): bigint | null {
  return /^\d+$/.test(entry.position) ? BigInt(entry.position) : null;
}

/**
 * Sort order of audit lines, newest first. Positions of the global log are compared as numbers (they may exceed
 * 2^53, and as text '100' < '9'); the time decides only when a position is missing or equal.
 */
export function newestFirst(a: Positioned, b: Positioned): number {
  const pa = positionOf(a);
  const pb = positionOf(b);
  if (pa !== null && pb !== null && pa !== pb) return pa > pb ? -1 : 1;
  return Date.parse(b.occurredAt) - Date.parse(a.occurredAt);
}
