import { memo, useCallback, useMemo, useState } from 'react';
import type { ChartsDataView } from '@ghg/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-status';
import {
  chartEntries,
  doughnutData,
  isEmpty,
  monthlySeries,
  scopeKeyOfFilter,
  type ChartEntry,
} from '../model/chart-entries';
import type { DrillTarget } from '../model/drill-down';
import type { DashboardFilters } from './chart-filters';
import { EmissionsChart } from './emissions-chart';
import { EntriesTable } from './entries-table';
import { MonthlyLineChart } from './monthly-line-chart';
import { MonthsTable } from './months-table';
import type { SectionLabels } from './use-section-labels';
import { formatMonth } from '../model/period-choice';

interface EmissionsPanelProps {
  view: ChartsDataView | null;
  fetching: boolean;
  failed: boolean;
  filters: DashboardFilters;
  labels: SectionLabels;
  onDrill: (target: DrillTarget, name: string) => void;
}

/** The section chart with its table, and the monthly line; or the loading, empty or failure state. */
export const EmissionsPanel = memo(function EmissionsPanel({
  view,
  fetching,
  failed,
  filters,
  labels,
  onDrill,
}: EmissionsPanelProps) {
  const { t } = useTranslation('dashboard');
  const entries = useMemo(
    () => (view ? chartEntries(view, filters.scope, labels.section) : []),
    [view, filters.scope, labels.section],
  );
  const colours = useMemo(
    () => (filters.chartType === 'doughnut' ? doughnutData(entries).colours : entries.map((e) => e.colour)),
    [filters.chartType, entries],
  );
  // The months' table sits in a closed <details>: built when opened, not with the page's first figures.
  const [monthsTableOpen, setMonthsTableOpen] = useState(false);
  const months = useMemo(() => (view ? monthlySeries(view, filters.scope) : []), [view, filters.scope]);
  const selectEntry = useCallback(
    (entry: ChartEntry) =>
      onDrill({ kind: 'category', scope: entry.scope, category: entry.category }, entry.label),
    [onDrill],
  );
  const selectMonth = useCallback(
    (period: string) =>
      onDrill(
        { kind: 'month', period, scope: scopeKeyOfFilter(filters.scope) },
        t('drill.month', { period: formatMonth(period) }),
      ),
    [onDrill, t, filters.scope],
  );

  let body;
  if (failed)
    body = (
      <Alert severity="warning" data-testid="charts-failed">
        {t('chart.failed')}
      </Alert>
    );
  else if (!view) body = <PageLoading label={t('chart.loading')} />;
  else if (isEmpty(view) || entries.length === 0)
    body = (
      <Typography data-testid="charts-empty" sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
        {t('chart.empty')}
      </Typography>
    );
  else
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', xl: '3fr 2fr' },
          opacity: fetching ? 0.6 : 1,
        }}
      >
        <EmissionsChart type={filters.chartType} entries={entries} onSelect={selectEntry} />
        <EntriesTable entries={entries} colours={colours} onSelect={selectEntry} />
      </Box>
    );

  return (
    <>
      <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="emissions-heading">
        <Typography id="emissions-heading" variant="h6" component="h2" gutterBottom>
          {t('chart.heading')}
        </Typography>
        {body}
      </Paper>
      {view && !failed && months.length > 0 && (
        <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="monthly-heading">
          <Typography id="monthly-heading" variant="h6" component="h2" gutterBottom>
            {t('chart.monthlyHeading')}
          </Typography>
          <MonthlyLineChart months={months} onSelect={selectMonth} />
          <details onToggle={(event) => setMonthsTableOpen(event.currentTarget.open)}>
            <summary data-testid="monthly-table-toggle">{t('chart.monthlyCaption')}</summary>
            {monthsTableOpen && <MonthsTable months={months} onSelect={selectMonth} />}
          </details>
        </Paper>
      )}
    </>
  );
});
