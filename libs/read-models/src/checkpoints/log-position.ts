/** bigint columns arrive as string (pg), number or bigint (PGlite) depending on the driver. */
export function toPosition(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  throw new TypeError(`Not a log position: ${String(value)}`);
}
