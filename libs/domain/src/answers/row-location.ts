import type { DomainFieldError } from '../shared/domain-error.js';

/**
 * Locations as departments: any row of any table may name one of the organization's locations in this cell
 * (an entity id); null or absent means unassigned. Dashboard and reports sum the rows by it.
 */
export const ROW_LOCATION_FIELD = 'locationId';

/** The row's cells without the location, for the table's own column checks. */
export function withoutLocation<V>(values: Readonly<Record<string, V>>): Record<string, V> {
  const { [ROW_LOCATION_FIELD]: _location, ...rest } = values;
  return rest;
}

/**
 * A location must be one of the organization's; with none at all the field says so ('no_locations': the web
 * asks the user to add one under My company → Locations).
 */
export function rowLocationErrors(
  values: Readonly<Record<string, unknown>>,
  locationIds: ReadonlySet<string> | undefined,
): DomainFieldError[] {
  if (!(ROW_LOCATION_FIELD in values)) return [];
  const value = values[ROW_LOCATION_FIELD];
  if (value === null) return [];
  const path = `values.${ROW_LOCATION_FIELD}`;
  if (!locationIds || locationIds.size === 0) return [{ path, code: 'no_locations' }];
  return typeof value === 'string' && locationIds.has(value) ? [] : [{ path, code: 'invalid_value' }];
}
