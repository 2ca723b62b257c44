/**
 * The API refuses writes without this header (CSRF): a form posted from another site cannot send it. Every
 * request of ours carries it, including per-request header sets, which replace the client's defaults.
 */
export const CSRF_HEADERS = { 'x-ghg-csrf': '1' } as const;
