import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/document-title';
import { useLocalize } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useBenchmark } from '../api/benchmark.api';
import { BenchmarkBubbleChart } from '../components/benchmark-bubble-chart';
import { PeersTable, YearsTable } from '../components/benchmark-tables';
import { LineChart } from '../components/line-chart';
import { LOCKED_SX, useModuleOpen, useModuleQueryable, useUpgradeDialog } from '../components/module-access';
import {
  PEER_COLOURS,
  bubblePoints,
  bubbleSeries,
  hasEnoughPeers,
  latestYear,
  yearlyLines,
} from '../model/benchmark-series';
import { SCOPE_COLOURS } from '../model/colours';

/** /benchmarks: the company against its sector, gated by the benchmarking module. */
export default function BenchmarksRoute() {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation('company');
  useDocumentTitle(t('benchmarks.title'));
  const localize = useLocalize();
  const open = useModuleOpen('benchmarking');
  const unlock = useUpgradeDialog('benchmarking');
  const benchmark = useBenchmark(!useModuleQueryable('benchmarking'));
  const view = benchmark.data;

  const charts = useMemo(() => {
    if (!view) return null;
    const year = latestYear(view);
    const points = bubblePoints(view, year);
    return { year, points, series: bubbleSeries(points), years: yearlyLines(view) };
  }, [view]);

  let body;
  if (!open)
    body = (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box sx={LOCKED_SX} aria-disabled>
          <Typography>{t('benchmarks.locked')}</Typography>
        </Box>
        <Button variant="contained" sx={{ mt: 2 }} onClick={unlock} data-testid="benchmarks-unlock">
          {t('benchmarks.unlock')}
        </Button>
      </Paper>
    );
  else if (benchmark.error) body = <Alert severity="error">{t('benchmarks.failed')}</Alert>;
  else if (!view || !charts) body = <PageLoading />;
  else if (!view.industry)
    body = (
      <Alert severity="info" data-testid="benchmarks-no-industry">
        {t('benchmarks.noIndustry')}{' '}
        <Link component={RouterLink} to={localize('/company/initial-questions')}>
          {t('totals.answerQuestions')}
        </Link>
      </Alert>
    );
  else if (!hasEnoughPeers(view))
    body = (
      <Alert severity="info" data-testid="benchmarks-too-few">
        {t('benchmarks.tooFew', { count: view.peerCount, min: view.minimumPeers })}
      </Alert>
    );
  else
    body = (
      <>
        <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="bubble-heading">
          <Typography id="bubble-heading" variant="h6" component="h2" gutterBottom>
            {t('benchmarks.bubbleHeading')} {charts.year ? `(${charts.year})` : ''}
          </Typography>
          <BenchmarkBubbleChart series={charts.series} />
          {charts.points.some((p) => p.kind === 'demo') && (
            <Typography variant="body2" color="text.secondary">
              {t('benchmarks.demoNote')}
            </Typography>
          )}
          <details>
            <summary data-testid="benchmark-peers-toggle">{t('benchmarks.bubbleCaption')}</summary>
            <PeersTable points={charts.points} />
          </details>
        </Paper>
        <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="years-heading">
          <Typography id="years-heading" variant="h6" component="h2" gutterBottom>
            {t('benchmarks.lineHeading')}
          </Typography>
          <LineChart
            labels={charts.years.map((y) => String(y.year))}
            series={[
              {
                name: t('benchmarks.ownTotal'),
                colour: PEER_COLOURS.own,
                values: charts.years.map((y) => y.own),
              },
              {
                name: t('benchmarks.sectorAverage'),
                colour: SCOPE_COLOURS.scope3,
                values: charts.years.map((y) => y.sectorAverage),
              },
            ]}
            label={t('benchmarks.lineHeading')}
            testId="benchmark-line-chart"
          />
          <YearsTable years={charts.years} />
        </Paper>
      </>
    );

  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="benchmarks">
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('benchmarks.title')}
        </Typography>
        <Typography color="text.secondary">{t('benchmarks.intro')}</Typography>
        {view?.industry && (
          <Typography sx={{ mt: 1 }} data-testid="benchmarks-industry">
            {t('benchmarks.industry', {
              industry: tc(`industries.${view.industry}`, { defaultValue: view.industry }),
            })}
          </Typography>
        )}
      </Box>
      {body}
    </Box>
  );
}
