import {
  type EntityView,
  hasBidiControl,
  LOCATION_MESSAGES,
  LOCATION_NAME_MAX_LENGTH,
  sortLocations,
  validationMessage,
} from '@ghg/contracts';
import type { Locale } from '../../../i18n/locale';

/** The key two names clash on, as the organization compares them: trimmed, Polish small letters. */
const nameKey = (name: string): string => name.trim().toLocaleLowerCase('pl');

/**
 * The field code the organization would refuse this name with (required, too_long, bidi_control,
 * location_name_taken), or
 * null: checked before asking the server, which checks again.
 */
export function locationNameProblem(name: string, existing: readonly EntityView[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > LOCATION_NAME_MAX_LENGTH) return 'too_long';
  if (hasBidiControl(trimmed)) return 'bidi_control';
  const key = nameKey(trimmed);
  return existing.some((entity) => nameKey(entity.name) === key) ? 'location_name_taken' : null;
}

/** The text of a field code under the name field, in the page's language. */
export function locationFieldMessage(code: string, locale: Locale): string {
  return LOCATION_MESSAGES[code]?.[locale] ?? validationMessage(code, locale);
}

/** The list as the page shows it: Polish order, case-insensitive (spec §9). */
export const locationsInOrder = (entities: readonly EntityView[]): EntityView[] => sortLocations(entities);
