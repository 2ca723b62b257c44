import { useCallback } from 'react';
import { hasModule } from '../model/scopes';

/**
 * Module access (spec §6). The current-user answer carries no permission list yet, so the list is unknown and,
 * as the spec says, every module counts as open; when the API sends the list it is read here, and Scope III
 * greys out and its paths go home for plans without 'scope3'.
 */
export function useModuleAccess(): (module: string) => boolean {
  const permissions: readonly string[] | null = null;
  return useCallback((module: string) => hasModule(permissions, module), [permissions]);
}
