import { memo, useMemo } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAccess } from '../../../components/access/use-access';
import { useLocalize } from '../../../components/localized';
import { useBenchmark } from '../api/benchmark.api';
import { useTargetYears } from '../api/reduction-target.api';
import { SCOPE_COLOURS } from '../model/colours';
import { targetProgress } from '../model/target-progress';
import { LineChart } from './line-chart';
import { useModuleQueryable } from './module-access';

/** Spec §1: the line chart of reduction-target progress against the sector average (tension 0.4). */
export const TargetProgressPanel = memo(function TargetProgressPanel() {
  const { t } = useTranslation('reduction');
  const localize = useLocalize();
  const access = useAccess();
  const target = useTargetYears();
  const benchmark = useBenchmark(!useModuleQueryable('benchmarking'));
  const progress = useMemo(
    () => (target.data ? targetProgress(target.data, benchmark.data) : null),
    [target.data, benchmark.data],
  );
  if (!target.data || !progress) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 2 }}
      aria-labelledby="target-progress-title"
      data-testid="target-progress"
    >
      <Typography id="target-progress-title" variant="h6" component="h2" gutterBottom>
        {t('progress.heading')}
      </Typography>
      {target.data.target === null ? (
        <>
          <Typography color="text.secondary" data-testid="target-progress-none">
            {t('progress.noTarget')}
          </Typography>
          {access.has('predefinedReductionStrategies') && (
            <Button component={RouterLink} to={localize('/reduction-plans')} size="small" sx={{ mt: 1 }}>
              {t('progress.setTarget')}
            </Button>
          )}
        </>
      ) : (
        <>
          <LineChart
            labels={progress.labels}
            series={[
              { name: t('progress.actual'), colour: SCOPE_COLOURS.scope1, values: progress.actual },
              { name: t('progress.target'), colour: SCOPE_COLOURS.scope2, values: progress.target },
              { name: t('progress.sector'), colour: SCOPE_COLOURS.scope3, values: progress.sector },
            ]}
            label={t('progress.heading')}
            testId="target-progress-chart"
          />
          <Typography variant="body2" color="text.secondary">
            {t('progress.caption')}
          </Typography>
        </>
      )}
    </Paper>
  );
});
