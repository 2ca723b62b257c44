import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import type { ChartsDataQuery, ChartsDataView } from '@ghg/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/document-title';
import { useChartsData } from '../api/charts-data.api';
import { useAnswerProgressQuery } from '../api/answer-progress.query';
import { useCompanySizeQuery } from '../api/company-size.query';
import { ChartFilters, type DashboardFilters } from '../components/chart-filters';
import { DataQualityPanel } from '../components/data-quality-panel';
import type { DrillRequest } from '../components/drill-down-dialog';
import { EmissionsPanel } from '../components/emissions-panel';
import { FirstStepsNotice } from '../components/first-steps-notice';
import { useModuleOpen, useUpgradeDialog } from '../components/module-access';
import { PlanCard } from '../components/plan-card';
import { ScopeCards } from '../components/scope-cards';
import { useMeQuery } from '../../../lib/session/me.query';
import { LocationsPanel } from '../components/locations-panel';
import { SidePanels } from '../components/side-panels';
import { TargetProgressPanel } from '../components/target-progress-panel';
import { TotalsPanel } from '../components/totals-panel';
import { useSectionLabels } from '../components/use-section-labels';
import { scopeKeyOfFilter, totalKg } from '../model/chart-entries';
import { dataQualityQueryOf } from '../model/data-quality';
import { figureKg, linesQuery, type DrillTarget } from '../model/drill-down';
import { firstUnansweredSection, hasNoAnswers } from '../model/first-steps';
import { FROM_THE_BEGINNING, chooseRadio, periodRange } from '../model/period-choice';
import { useAccess } from '../../../components/access';
import { useStagedMount } from '../../../components/staged-mount';
import { isReportSuccessPath } from '../../../lib/route-rules';

// The drill-down (dialog, lines table, history drawer) is fetched on the first click, not with the page.
const DrillDownDialog = lazy(() =>
  import('../components/drill-down-dialog').then((m) => ({ default: m.DrillDownDialog })),
);

// Each answer the page waits for (user, plan, catalogue, progress, company size, charts) renders this route again;
// its panels are memo (in their own files), so only a panel whose props changed renders again, not the whole page
// (some 700 components) once per answer: that was the dashboard's Total Blocking Time (bench/web).
const INITIAL_FILTERS: DashboardFilters = {
  chartType: 'treemap',
  scope: -1,
  period: FROM_THE_BEGINNING,
  scope2Method: 'location',
};

/**
 * The panels in page order, mounted one after another once the heading has painted (useStagedMount): the main
 * column first, so on a phone, where the side column comes below it, no panel is pushed down by one above.
 */
const PANELS = [
  'scopeCards',
  'totals',
  'filters',
  'emissions',
  'locations',
  'dataQuality',
  'targetProgress',
  'sidePanels',
  'planCard',
] as const;

/** '/', '/initial-success' and '/report-success': scope cards, totals, charts, filters and side panels. */
export default function DashboardRoute() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  const location = useLocation();
  const [size] = useCompanySizeQuery();
  const scope3Open = useModuleOpen('scope3');
  const benchmarkingOpen = useModuleOpen('benchmarking');
  const unlockScope3 = useUpgradeDialog('scope3');
  const unlockBenchmarking = useUpgradeDialog('benchmarking');
  const labels = useSectionLabels();
  const [me] = useMeQuery({ pause: false });
  const organizationId = me.data?.me.selectedOrgId ?? null;

  const [filters, setFilters] = useState<DashboardFilters>(INITIAL_FILTERS);
  // A plan with results in a date range only (freemium) cannot ask for everything: it starts at this year.
  const access = useAccess();
  const allTimeAllowed = !(
    access.permissions !== null &&
    !access.has('reportResult') &&
    access.has('reportResultInRange')
  );
  useEffect(() => {
    if (!allTimeAllowed && filters.period.radioValue === 1) {
      setFilters((current) => ({ ...current, period: chooseRadio(2) }));
    }
  }, [allTimeAllowed, filters.period.radioValue]);
  const range = useMemo(() => periodRange(filters.period, new Date()), [filters.period]);
  const query = useMemo<ChartsDataQuery>(
    () => ({ ...range, scope2Method: filters.scope2Method }),
    [range, filters.scope2Method],
  );
  const qualityQuery = useMemo(() => dataQualityQueryOf(query, filters.scope), [query, filters.scope]);
  // Asked once the plan is known and the period fits it: a freemium plan asking for everything gets a 403.
  const periodAllowed = allTimeAllowed || filters.period.radioValue !== 1;
  const chartsWaiting = access.planClass === null || !periodAllowed;
  const charts = useChartsData(query, chartsWaiting);
  // Waiting for the plan counts as loading: the page has no figures to show yet.
  const chartsLoading = charts.fetching || chartsWaiting;
  // The last figures stay shown (dimmed) while a new range loads. Kept during render, not in an effect: an effect
  // would render the whole page a second time after the figures arrive.
  const [shown, setShown] = useState<ChartsDataView | null>(null);
  if (charts.data && charts.data !== shown) setShown(charts.data);
  const view = charts.error ? null : (charts.data ?? shown);

  // A company with no answers gets its first step instead of empty charts.
  const scopeOpen = (scope: string) => access.has(scope === 'scope-3' ? 'scope3' : 'scope1&2');
  const [progress] = useAnswerProgressQuery(
    access.planClass === null || !(access.has('scope1&2') || access.has('scope3')),
  );
  const progressScopes = progress.data?.reportOverview.scopes;
  const noAnswers = progressScopes !== undefined && hasNoAnswers(progressScopes);
  const firstSection = progressScopes ? firstUnansweredSection(progressScopes, scopeOpen) : null;

  const staged = useStagedMount(PANELS.length);
  const mounted = (panel: (typeof PANELS)[number]) => staged > PANELS.indexOf(panel);
  // Busy until every panel is mounted, too: the figures may arrive before the panel that shows them.
  const busy = chartsLoading || staged < PANELS.length;

  const [drill, setDrill] = useState<DrillRequest | null>(null);
  const openDrill = useCallback(
    (target: DrillTarget, name: string) => {
      if (!view) return;
      setDrill({
        name,
        figureKg: figureKg(view, target),
        query: linesQuery(target, range, filters.scope2Method),
      });
    },
    [view, range, filters.scope2Method],
  );

  return (
    // At least a screen high while the panels mount, so the footer below is never on screen to be pushed down.
    <Box
      sx={{ display: 'grid', gap: 3, alignContent: 'start', minHeight: '100vh' }}
      data-testid="dashboard"
      aria-busy={busy}
    >
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Box>
      {isReportSuccessPath(location.pathname) && (
        <Alert severity="success" data-testid="report-requested">
          {t('reportRequested')}
        </Alert>
      )}
      {/* minmax(0, 1fr): a column never grows past the screen to fit a card's longest line (390 px phones). */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignContent: 'start',
            minWidth: 0,
            gridTemplateColumns: 'minmax(0, 1fr)',
          }}
        >
          <span hidden data-testid="charts-loading" data-loading={busy} />
          {mounted('scopeCards') && (
            <ScopeCards view={view} scope3Open={scope3Open} onUnlock={unlockScope3} onDrill={openDrill} />
          )}
          {mounted('totals') && (
            <TotalsPanel
              totalKg={view ? totalKg(view, filters.scope) : null}
              answers={size.data?.initialQuestions ?? null}
              scope={scopeKeyOfFilter(filters.scope)}
              onDrill={openDrill}
            />
          )}
          {mounted('filters') && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <ChartFilters filters={filters} onChange={setFilters} allTimeAllowed={allTimeAllowed} />
            </Paper>
          )}
          {!mounted('emissions') ? null : noAnswers ? (
            <FirstStepsNotice
              first={firstSection}
              sectionName={firstSection ? labels.section(firstSection.questionId) : ''}
            />
          ) : (
            <EmissionsPanel
              view={view}
              fetching={chartsLoading}
              failed={Boolean(charts.error)}
              filters={filters}
              labels={labels}
              onDrill={openDrill}
            />
          )}
          {mounted('locations') && organizationId && periodAllowed && (
            <LocationsPanel organizationId={organizationId} query={query} />
          )}
          {mounted('dataQuality') && organizationId && periodAllowed && (
            <DataQualityPanel organizationId={organizationId} query={qualityQuery} />
          )}
          {mounted('targetProgress') && <TargetProgressPanel />}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }} component="aside">
          {mounted('sidePanels') && (
            <SidePanels benchmarkingOpen={benchmarkingOpen} onUnlockBenchmarking={unlockBenchmarking} />
          )}
          {/* Last in the column: it appears once the plan is known, and so moves no panel below it. */}
          {mounted('planCard') && <PlanCard />}
        </Box>
      </Box>
      {drill && (
        <Suspense fallback={null}>
          <DrillDownDialog request={drill} labels={labels} onClose={() => setDrill(null)} />
        </Suspense>
      )}
    </Box>
  );
}
