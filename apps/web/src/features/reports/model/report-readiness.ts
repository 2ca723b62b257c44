/**
 * When the Generate report button is enabled (spec §5 "Report": only when all required data is filled). The
 * required information is what the report prints and divides by:
 * - the company profile's number of employees and annual revenue (the per-employee and per-1000 EUR totals);
 * - data to report: at least one section of Scope I or II completed (Scopes I and II are the GHG Protocol's
 *   mandatory scopes; a section never started counts as not relevant to the company);
 * - nothing half-done: no section of any scope in progress or to fix, since rows still to complete or in error
 *   would be missing from the report's totals.
 */
export type MissingRequirement = 'employees' | 'revenue' | 'scope-data' | 'unfinished-sections';

export interface ReadinessInput {
  /** reportOverview's scopes; null while not loaded (or refused). */
  scopes: readonly { scope: string; sections: readonly { questionId: string; status: string }[] }[] | null;
  /** The initial questions' figures; null while not loaded. */
  profile: { peopleAmountNumber: number | null; annualRevenueRange: number | null } | null;
}

export interface Readiness {
  ready: boolean;
  /** What still has to be filled in, in the order the tooltip lists it; empty while nothing is loaded. */
  missing: MissingRequirement[];
  /** Sections in progress or to fix, by questionId. */
  unfinished: string[];
}

const MANDATORY_SCOPES = ['scope-1', 'scope-2'];
const positive = (value: number | null) => value !== null && value > 0;

export function reportReadiness({ scopes, profile }: ReadinessInput): Readiness {
  if (scopes === null || profile === null) return { ready: false, missing: [], unfinished: [] };
  const missing: MissingRequirement[] = [];
  if (!positive(profile.peopleAmountNumber)) missing.push('employees');
  if (!positive(profile.annualRevenueRange)) missing.push('revenue');
  const sections = scopes.flatMap((scope) =>
    scope.sections.map((section) => ({ scope: scope.scope, ...section })),
  );
  const reported = sections.some((s) => MANDATORY_SCOPES.includes(s.scope) && s.status === 'completed');
  if (!reported) missing.push('scope-data');
  const unfinished = sections
    .filter((s) => s.status === 'inprogress' || s.status === 'tofix')
    .map((s) => s.questionId);
  if (unfinished.length > 0) missing.push('unfinished-sections');
  return { ready: missing.length === 0, missing, unfinished };
}
