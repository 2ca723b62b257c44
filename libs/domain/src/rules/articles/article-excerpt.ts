/** Spec §9: a text over 100 characters is cut to its first 70 plus an ellipsis. */
export const EXCERPT_THRESHOLD = 100;
export const EXCERPT_LENGTH = 70;
export const ELLIPSIS = '...';

/**
 * Characters are counted as code points (Array.from), so an emoji or other astral character is never cut in
 * half. The cut is not moved to a word boundary: the spec fixes the length at 70.
 */
export function articleExcerpt(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= EXCERPT_THRESHOLD) return text;
  return chars.slice(0, EXCERPT_LENGTH).join('') + ELLIPSIS;
}
