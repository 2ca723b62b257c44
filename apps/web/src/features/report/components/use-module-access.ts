import { useAccess } from '../../../components/access/use-access';

/**
 * Module access (spec §6) from the current user's permissions (users/me): unknown while loading, so every
 * module counts as open until the answer arrives; then Scope III greys out and its paths go home for plans
 * without 'scope3'. A blocked organization has no module at all.
 */
export function useModuleAccess(): (module: string) => boolean {
  return useAccess().has;
}
