import { ApiError } from '../shared/api-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string): boolean => UUID.test(id);

/**
 * Links and people have uuid ids: anything else is answered as not found before it reaches the store (a NUL
 * byte in a stream id would otherwise fail inside PostgreSQL with a 500).
 */
export function existingIdOrNotFound(id: string): string {
  if (!isUuid(id)) throw new ApiError(404, 'NOT_FOUND', 'This page could not be found');
  return id;
}
