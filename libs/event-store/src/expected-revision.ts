import { type ExpectedRevision } from './event-envelope.js';
import { WrongExpectedRevisionError } from './event-store.port.js';

/**
 * EventStoreDB's rule for an append: `current` is the stream's last revision (0-based) or null when the stream
 * has no events. Throws WrongExpectedRevisionError carrying the actual revision when the append must not happen.
 */
export function checkExpectedRevision(
  streamId: string,
  expected: ExpectedRevision,
  current: number | null,
): void {
  const actual = current ?? 'no_stream';
  switch (expected) {
    case 'any':
      return;
    case 'no_stream':
      if (current !== null) throw new WrongExpectedRevisionError(streamId, expected, actual);
      return;
    case 'stream_exists':
      if (current === null) throw new WrongExpectedRevisionError(streamId, expected, actual);
      return;
    default:
      if (current !== exactRevision(expected))
        throw new WrongExpectedRevisionError(streamId, expected, actual);
  }
}

/**
 * The expected revision as the text append_to_stream (migration 016) takes: a marker or a revision's digits.
 * Throws TypeError for a revision that is not an integer ≥ 0, before anything reaches the database.
 */
export function expectedRevisionText(expected: ExpectedRevision): string {
  if (expected === 'any' || expected === 'no_stream' || expected === 'stream_exists') return expected;
  return String(exactRevision(expected));
}

function exactRevision(expected: number | bigint): number {
  const revision = Number(expected);
  if (!Number.isSafeInteger(revision) || revision < 0) {
    throw new TypeError(`Expected revision must be a revision (integer ≥ 0) or a marker, got ${expected}`);
  }
  return revision;
}
