/** Per-request options that make the server answer only after its projections passed `position`. */
export function readYourWrites(position: string): RequestInit {
  return { credentials: 'include', headers: { 'x-wait-for-position': position } };
}
