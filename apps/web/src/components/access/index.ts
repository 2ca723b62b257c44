export { DEMO_MEETING_URL, SALES_PHONE } from './contact';
export { LockedOrganizationNotice } from './locked-organization-notice';
export { LOCKED_SX, ModuleGate } from './module-gate';
export { UpgradeDialogContent, useUpgradeDialog } from './upgrade-dialog';
export { type Access, hasModuleAccess, useAccess } from './use-access';
export { AccessRouteRules } from './access-route-rules';
