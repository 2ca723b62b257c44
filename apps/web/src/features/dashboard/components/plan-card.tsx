import { memo } from 'react';
import type { UpgradeDialogView, UpgradePlaceView } from '@ghg/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAccess, useUpgradeDialog } from '../../../components/access';

/**
 * The modules a plan may or may not include (spec §4 tiers), each with the place whose upgrade dialog a locked
 * one opens (spec §4 "Dialog per UI place by plan class") and the dialog of a plan that gives the place none.
 */
export const PLAN_MODULES: readonly {
  module: string;
  place: UpgradePlaceView;
  fallback: UpgradeDialogView;
}[] = [
  { module: 'scope1&2', place: 'global', fallback: 'global-upgrade' },
  { module: 'scope3', place: 'scope3', fallback: 'scope3' },
  { module: 'reportResult', place: 'global', fallback: 'global-upgrade' },
  { module: 'benchmarking', place: 'global', fallback: 'global-upgrade' },
  { module: 'reportGeneration', place: 'generate-report', fallback: 'generate-report' },
  { module: 'predefinedReductionStrategies', place: 'reduction-plans', fallback: 'reduction-plans' },
  { module: 'xlsDataUpload', place: 'global', fallback: 'global-upgrade' },
];

/** The plan a company is on and what it unlocks, so a new company knows where it stands. */
export const PlanCard = memo(function PlanCard() {
  const { t } = useTranslation('dashboard');
  const access = useAccess();
  const openDialog = useUpgradeDialog();
  if (access.planClass === null) return null;
  const locked = access.organizationStatus !== null && access.organizationStatus !== 'active';
  const planClass = locked ? 'blocked' : access.planClass;

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 2 }}
      aria-labelledby="plan-card-title"
      data-testid="plan-card"
    >
      <Typography id="plan-card-title" variant="h6" component="h2" gutterBottom>
        {t('plan.heading')}
      </Typography>
      <Typography sx={{ fontWeight: 700 }} data-testid="plan-card-name">
        {t(`plan.classes.${planClass}`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t(`plan.summaries.${planClass}`)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {PLAN_MODULES.map(({ module, place, fallback }) => {
          const included = access.has(module);
          return (
            <Box
              component="li"
              key={module}
              data-testid={`plan-module-${module}`}
              data-included={included}
              sx={{ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', gap: 1 }}
            >
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`plan.modules.${module}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {included ? t('plan.included') : t('plan.notIncluded')}
                </Typography>
              </Box>
              {!included && (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => openDialog(place, fallback)}
                  aria-label={t('plan.unlockModule', { module: t(`plan.modules.${module}`) })}
                  data-testid={`plan-unlock-${module}`}
                >
                  {t('plan.unlock')}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
});
