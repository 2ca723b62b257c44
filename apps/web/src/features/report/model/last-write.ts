/**
 * Position of the last answer command this browser tab sent. Pages that open later (the overview after a
 * wizard) read with it, so their statuses already include that edit (read-your-writes across pages).
 */
let lastPosition: string | undefined;

const DIGITS = /^\d+$/;

export function noteWrite(position: string): void {
  const later =
    lastPosition === undefined ||
    !DIGITS.test(position) ||
    !DIGITS.test(lastPosition) ||
    BigInt(position) > BigInt(lastPosition);
  if (later) lastPosition = position;
}

export function lastWrite(): string | undefined {
  return lastPosition;
}
