/** Limits the server enforces too (it sniffs the type from the bytes): checked here to answer at once. */
export const SCREENSHOT_MAX_BYTES = 512 * 1024;
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type ScreenshotCheck = { ok: true } | { ok: false; code: 'file_too_large' | 'invalid_file_type' };

export function checkScreenshot(file: { size: number; type: string }): ScreenshotCheck {
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type))
    return { ok: false, code: 'invalid_file_type' };
  if (file.size > SCREENSHOT_MAX_BYTES) return { ok: false, code: 'file_too_large' };
  return { ok: true };
}

/** The file's bytes as base64 (the body of the support request is JSON). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
