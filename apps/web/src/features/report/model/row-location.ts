import type { ColumnView, TableView } from '@ghg/contracts';

/**
 * Locations as departments: any row of any table may name one of the company's locations in this cell (the
 * server's rule is libs/domain row-location.ts); an empty cell means 'no location'.
 */
export const LOCATION_FIELD = 'locationId';

/**
 * The location as one more column of every table, so typing, saving and settling treat it like the catalogue's
 * cells. Its label is never shown: the header and the cell's name come from i18n (report:table.location).
 */
export const LOCATION_COLUMN: ColumnView = {
  key: LOCATION_FIELD,
  label: { pl: LOCATION_FIELD, en: LOCATION_FIELD },
  valueType: 'option',
  options: null,
  units: null,
  required: false,
};

/** The cells a row of this table can hold: the catalogue's columns, then the location. */
export function editableColumns(table: TableView): ColumnView[] {
  return [...table.columns, LOCATION_COLUMN];
}

export interface LocationEntity {
  entityId: string;
  name: string;
}

/**
 * The choices of a row's location cell: the company's locations in Polish alphabetical order, and, when the row
 * names a location deleted since, that one too (labelled as removed), so the select shows what is stored.
 */
export function locationChoices(
  locations: readonly LocationEntity[],
  current: string,
  removedLabel: string,
): { key: string; label: string }[] {
  const choices = [...locations]
    .sort((a, b) => a.name.localeCompare(b.name, 'pl', { sensitivity: 'base' }))
    .map((location) => ({ key: location.entityId, label: location.name }));
  if (current !== '' && !locations.some((location) => location.entityId === current))
    choices.push({ key: current, label: removedLabel });
  return choices;
}
