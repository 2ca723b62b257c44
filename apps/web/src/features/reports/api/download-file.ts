/** What a download failed with: the server's code when it answered one, else NETWORK. */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`download failed: ${status} ${code}`);
    this.name = 'DownloadError';
  }
}

/** Share received (0-1), or null while the size is unknown (no content-length). */
export type Progress = number | null;

/** The file name of a content-disposition header (attachment; filename="x.pdf"), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * Fetches a file and reports progress as it arrives. A refusal (4xx/5xx) becomes a DownloadError with the API's
 * code; a lost connection one with status 0 and NETWORK.
 */
export async function fetchWithProgress(
  url: string,
  onProgress: (progress: Progress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; disposition: string | null }> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DownloadError(0, 'NETWORK');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    throw new DownloadError(response.status, typeof body?.code === 'string' ? body.code : 'OTHER');
  }
  const total = Number(response.headers.get('content-length')) || null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const disposition = response.headers.get('content-disposition');
  if (!response.body) return { blob: new Blob([await response.arrayBuffer()], { type }), disposition };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(total ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(total ? Math.min(received / total, 1) : null);
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), disposition };
}

/** Hands a fetched file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the address is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
