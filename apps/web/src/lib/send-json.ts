import { CSRF_HEADERS } from './csrf';

/** What a write answered: its status and JSON body (`{}` when it had none or it was not JSON). */
export interface JsonAnswer<Body> {
  ok: boolean;
  status: number;
  body: Partial<Body>;
}

/**
 * A write to our API with the session cookie and the CSRF header, the body as JSON when there is one. A network
 * failure rejects, as fetch does: the caller decides what the person is told.
 */
export async function sendJson<Body>(
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  body?: unknown,
): Promise<JsonAnswer<Body>> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { ...CSRF_HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Partial<Body>;
  return { ok: response.ok, status: response.status, body: answer };
}
