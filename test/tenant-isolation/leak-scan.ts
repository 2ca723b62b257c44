/** What would betray organization B in an answer to someone else: its ids, words and numbers. */
export interface TenantMarkers {
  /** Ids and words, compared without case (an id upper-cased is still the id). */
  texts: string[];
  /** Quantities and results; matched as whole numbers in the text (7351.9371 does not match 17351.93711). */
  numbers: number[];
}

/** A number is distinctive enough to be a marker when it has six significant digits or more. */
export const isDistinctive = (n: number): boolean =>
  Number.isFinite(n) &&
  String(Math.abs(n))
    .replace(/[.-]|e.*$/g, '')
    .replace(/^0+/, '').length >= 6;

/**
 * The markers of B found in an answer. Markers the request itself carried are left out: an answer may repeat
 * what the caller sent (a validation message, an echoed argument) without telling anything about B; whatever
 * else of B it holds still shows.
 */
export function leaksIn(body: string, markers: TenantMarkers, sent: string): string[] {
  const text = body.toLowerCase();
  const request = sent.toLowerCase();
  const found: string[] = [];
  for (const marker of markers.texts) {
    const m = marker.toLowerCase();
    if (!request.includes(m) && text.includes(m)) found.push(marker);
  }
  for (const n of markers.numbers) {
    const pattern = new RegExp(`(?<![\\d.])${String(n).replace('.', '\\.')}(?![\\d])`);
    if (!pattern.test(request) && pattern.test(body)) found.push(String(n));
  }
  return found;
}
