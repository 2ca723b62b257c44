/** Fixed ids of the demo company and its administrator, so every start finds the same demo. */
export const DEMO_ORGANIZATION_ID = '6f1d2c3e-0000-4000-8000-00000000d3e0';
export const DEMO_ADMIN_ID = '6f1d2c3e-0000-4000-8000-00000000ad01';
export const DEMO_ADMIN_EMAIL = 'admin@demo.ghg-ledger.local';
export const SEED_ACTOR_ID = 'system:seed';
