/** Spec §9: under 100 MB. */
export const MAX_SHEET_BYTES = 100 * 1024 * 1024;

/**
 * What the browser can tell before sending (the server checks the content too): the extension, .xls as the
 * spec or .xlsx, and the size. Null when the file may go.
 */
export function fileProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!/\.(xls|xlsx)$/i.test(file.name)) return 'type';
  if (file.size >= MAX_SHEET_BYTES) return 'size';
  return null;
}
