import type { SupportScreenshot } from './provider-contact.events.js';

/**
 * The image type of some bytes, read from their first bytes (magic numbers), never from a name or a declared
 * type: PNG, JPEG and WebP only; anything else (SVG, which can carry script, HTML, a PDF…) is null.
 */
export function sniffImageType(bytes: Uint8Array): SupportScreenshot['mediaType'] | null {
  const starts = (...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
