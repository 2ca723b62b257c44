import { useMemo } from 'react';
import type { QuestionStatusKey, SectionStatusView, SectionView } from '@ghg/contracts';
import { useQuestionCatalogueQuery } from '../../../components/history';
import { useReportOverviewQuery } from '../api/report-overview.query';
import { scopeKeyOf, type ScopeNumber } from '../model/scopes';
import { useModuleAccess } from './use-module-access';

export interface ReportOverviewState {
  ready: boolean;
  failed: boolean;
  sectionsOf: (n: ScopeNumber) => SectionView[];
  scopeStatusOf: (n: ScopeNumber) => { status: QuestionStatusKey; progress: number };
  statuses: ReadonlyMap<string, SectionStatusView>;
  /** Whether the plan includes the scope's module (Scope III needs 'scope3'). */
  scopeOpen: (n: ScopeNumber) => boolean;
}

/** The catalogue names the sections, the overview gives their statuses, the plan opens the scopes. */
export function useReportOverview(): ReportOverviewState {
  const [catalogue] = useQuestionCatalogueQuery();
  const [overview] = useReportOverviewQuery();
  const hasModuleAccess = useModuleAccess();
  const scopes = overview.data?.reportOverview.scopes;

  return useMemo(() => {
    const statuses = new Map<string, SectionStatusView>();
    for (const scope of scopes ?? [])
      for (const section of scope.sections) statuses.set(section.questionId, section);
    const sections = catalogue.data?.questionCatalogue.sections ?? [];
    return {
      ready: Boolean(catalogue.data),
      failed: Boolean(catalogue.error) && !catalogue.data,
      sectionsOf: (n) => sections.filter((section) => section.scope === scopeKeyOf(n)),
      scopeStatusOf: (n) =>
        scopes?.find((scope) => scope.scope === scopeKeyOf(n)) ?? { status: 'notstarted', progress: 0 },
      statuses,
      scopeOpen: (n) => n !== 3 || hasModuleAccess('scope3'),
    };
  }, [catalogue.data, catalogue.error, scopes, hasModuleAccess]);
}
