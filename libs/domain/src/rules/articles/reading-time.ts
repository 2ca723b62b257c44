/** Spec §9: reading time in minutes = words / 250, rounded up. */
export const WORDS_PER_MINUTE = 250;

/**
 * Article content arrives as HTML from the CMS, so tags are dropped before counting; otherwise every
 * '<p class="x">' would count as words. Entities like '&nbsp;' count as separators.
 */
export function wordCount(content: string): number {
  const text = content.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

/** Minutes to read; an empty article takes 0 minutes. */
export function readingTimeMinutes(content: string): number {
  return Math.ceil(wordCount(content) / WORDS_PER_MINUTE);
}
