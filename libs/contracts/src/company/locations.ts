import { z } from 'zod';
import { hasBidiControl } from '../forms/fields/bidi-controls.js';

/** The longest location name; the domain (organization-locations.ts) refuses longer ones with too_long. */
export const LOCATION_NAME_MAX_LENGTH = 100;

/**
 * POST /api/organizations/:orgId/entities. Only the shape is checked here: required, length and uniqueness are
 * the organization's rules (field codes required, too_long, location_name_taken). Text-direction controls are
 * refused here ('bidi_control'), like in every name.
 */
export const addLocationInputSchema = z
  .object({
    name: z.string({ error: 'required' }).refine((name) => !hasBidiControl(name), { error: 'bidi_control' }),
  })
  .strict();
export type AddLocationInput = z.infer<typeof addLocationInputSchema>;

/** One location of the organization (an entity of its structure, spec §3). */
export interface EntityView {
  entityId: string;
  name: string;
}

/** The answer of adding or deleting a location (spec §7 "answer: entities"), with the read-your-writes position. */
export interface EntitiesChangeView {
  entities: EntityView[];
  /** The added location's id; absent after a delete. */
  entityId?: string;
  position: string;
  changed: boolean;
}

/** Field codes of the location rules that VALIDATION_MESSAGES does not hold, in both languages. */
export const LOCATION_MESSAGES: Record<string, { pl: string; en: string }> = {
  location_name_taken: {
    pl: 'Lokalizacja o tej nazwie już istnieje',
    en: 'A location with this name already exists',
  },
  location_id_taken: {
    pl: 'Ta lokalizacja została już dodana pod inną nazwą',
    en: 'This location was already added with another name',
  },
};

const polishCollator = new Intl.Collator('pl', { sensitivity: 'base' });

/** Spec §9: lists sort in Polish order, case-insensitive ('a' < 'ą' < 'b'); a new array, the input untouched. */
export function sortLocations<T extends { name: string }>(locations: readonly T[]): T[] {
  return [...locations].sort((a, b) => polishCollator.compare(a.name, b.name));
}
