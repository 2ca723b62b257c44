/** Permission modules a plan grants (spec §3 "Permission modules"). */
export const PERMISSION_MODULES = [
  'scope1&2',
  'scope3',
  'reportResult',
  'reportResultInRange',
  'xlsDataUpload',
  'benchmarking',
  'predefinedReductionStrategies',
  'myCompanyProfile',
  'taskManagement',
  'chat',
  'reductionStrategiesCreator',
  'moreThanOneOrganizationStructure',
  'reportGeneration',
] as const;
export type PermissionModule = (typeof PERMISSION_MODULES)[number];

export function isPermissionModule(value: unknown): value is PermissionModule {
  return typeof value === 'string' && (PERMISSION_MODULES as readonly string[]).includes(value);
}

/**
 * Spec §6: access is granted when the permission list is unknown (not loaded yet, or the answer carried
 * none) or contains the module. Elements stay usable until the server says otherwise; the server enforces.
 */
export function hasModuleAccess(
  permissions: readonly string[] | null | undefined,
  module: PermissionModule,
): boolean {
  return permissions == null || permissions.includes(module);
}
