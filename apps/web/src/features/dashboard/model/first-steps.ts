/** A scope of reportOverview as the dashboard needs it: its sections in catalogue order with their status. */
export interface ScopeProgress {
  scope: string;
  sections: readonly { questionId: string; status: string }[];
}

export interface FirstSection {
  scopeNumber: 1 | 2 | 3;
  questionId: string;
  path: string;
}

const SCOPE_NUMBERS: Record<string, 1 | 2 | 3> = { 'scope-1': 1, 'scope-2': 2, 'scope-3': 3 };

/** No section of any scope has been started: the charts would only be empty, the user needs a first step. */
export function hasNoAnswers(scopes: readonly ScopeProgress[]): boolean {
  return scopes.every((scope) => scope.sections.every((section) => section.status === 'notstarted'));
}

/**
 * The first section not yet answered, in scope and catalogue order, among the scopes the plan opens; its wizard
 * is where a new company starts. null when every open section has been started.
 */
export function firstUnansweredSection(
  scopes: readonly ScopeProgress[],
  scopeOpen: (scope: string) => boolean,
): FirstSection | null {
  for (const scope of scopes) {
    const scopeNumber = SCOPE_NUMBERS[scope.scope];
    if (scopeNumber === undefined || !scopeOpen(scope.scope)) continue;
    const section = scope.sections.find((s) => s.status === 'notstarted');
    if (section)
      return {
        scopeNumber,
        questionId: section.questionId,
        path: `/report/scope-${scopeNumber}/${section.questionId}/questions-1`,
      };
  }
  return null;
}
