import { memo } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import { useBenchmark } from '../api/benchmark.api';
import { ArticlesPanel } from './articles-panel';
import { useModuleQueryable } from './module-access';
import { useFeatureSlots } from '../../../lib/feature-slots';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 2 }}
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

interface SidePanelsProps {
  benchmarkingOpen: boolean;
  onUnlockBenchmarking: () => void;
}

/** Delegated tasks, benchmarking and the newest articles beside the charts. */
export const SidePanels = memo(function SidePanels({
  benchmarkingOpen,
  onUnlockBenchmarking,
}: SidePanelsProps) {
  const { t } = useTranslation('dashboard');
  const { TaskPanel } = useFeatureSlots();
  const localize = useLocalize();
  const benchmark = useBenchmark(!useModuleQueryable('benchmarking'));

  let benchmarking: ReactNode;
  if (!benchmarkingOpen)
    benchmarking = (
      <>
        <Typography color="text.secondary">{t('panels.benchmarkingLocked')}</Typography>
        <Button
          sx={{ mt: 1 }}
          size="small"
          variant="contained"
          onClick={onUnlockBenchmarking}
          data-testid="panel-benchmarking-unlock"
        >
          {t('benchmarks.unlock')}
        </Button>
      </>
    );
  else {
    const view = benchmark.data;
    let text = t('panels.benchmarkingEmpty');
    if (view && view.peerCount < view.minimumPeers)
      text = t('panels.benchmarkingTooFew', { min: view.minimumPeers });
    else if (view) text = t('panels.benchmarkingSummary', { count: view.peerCount });
    benchmarking = (
      <>
        <Typography color="text.secondary" data-testid="panel-benchmarking-text">
          {text}
        </Typography>
        <Button
          component={RouterLink}
          to={localize('/benchmarks')}
          sx={{ mt: 1 }}
          size="small"
          data-testid="panel-benchmarking-open"
        >
          {t('panels.openBenchmarks')}
        </Button>
      </>
    );
  }

  return (
    <>
      <Panel id="panel-tasks" title={t('panels.tasks')}>
        <TaskPanel />
      </Panel>
      <Panel id="panel-benchmarking" title={t('panels.benchmarking')}>
        {benchmarking}
      </Panel>
      <Panel id="panel-articles" title={t('panels.articles')}>
        <ArticlesPanel />
      </Panel>
    </>
  );
});
