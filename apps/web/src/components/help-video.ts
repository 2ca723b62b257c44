/**
 * The help video of the table screens (spec §2 "help PDF and video"). Its address is configured at build time
 * (VITE_HELP_VIDEO_URL); without a usable one the link is hidden rather than pointing at the PDF again.
 */
export function helpVideoUrl(configured: string | undefined): string | null {
  const value = configured?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // A document is not a video: the PDF already has its own link.
  if (url.pathname.toLowerCase().endsWith('.pdf')) return null;
  return url.href;
}

export const HELP_VIDEO_URL = helpVideoUrl(import.meta.env.VITE_HELP_VIDEO_URL as string | undefined);
