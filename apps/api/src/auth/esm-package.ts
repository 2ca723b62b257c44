import vm from 'node:vm';

/**
 * oidc-provider and openid-client are ES modules only. Node (20.19+) require()s them from our CommonJS build;
 * jest's module sandbox cannot, so they are required through the main realm's loader, as PGlite is
 * (see libs/database/src/pglite-db.ts). Outside jest this is plain require.
 */
export function requireEsmPackage<T>(name: string): T {
  const mainProcess = vm.runInThisContext('process') as NodeJS.Process;
  const { createRequire } = mainProcess.getBuiltinModule('node:module');
  return createRequire(__filename)(name) as T;
}

/**
 * Rebuilds plain objects and arrays in the realm those packages live in. oidc-provider checks its
 * configuration with a prototype test that objects made in jest's sandbox fail; outside jest it is a no-op copy.
 */
export const inPackageRealm = vm.runInThisContext(`(function copy(value) {
  if (Array.isArray(value)) return value.map(copy);
  if (value && typeof value === 'object' && Object.getPrototypeOf(Object.getPrototypeOf(value)) === null) {
    const out = {};
    for (const key of Object.keys(value)) out[key] = copy(value[key]);
    return out;
  }
  return value;
})`) as <T>(value: T) => T;
