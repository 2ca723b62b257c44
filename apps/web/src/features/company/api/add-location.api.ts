import { changeLocations, entitiesPath } from './change-locations';

export const addLocation = (organizationId: string, name: string) =>
  changeLocations(entitiesPath(organizationId), 'POST', { name });
