import { changeLocations, entitiesPath } from './change-locations';

export const deleteLocation = (organizationId: string, entityId: string) =>
  changeLocations(`${entitiesPath(organizationId)}/${encodeURIComponent(entityId)}`, 'DELETE');
