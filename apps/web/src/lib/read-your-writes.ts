import { CSRF_HEADERS } from './csrf';

/** Per-request options that make the server answer only after its projections passed `position`. */
export function readYourWrites(position: string): RequestInit {
  return { credentials: 'include', headers: { ...CSRF_HEADERS, 'x-wait-for-position': position } };
}
