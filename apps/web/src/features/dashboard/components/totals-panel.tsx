import { memo } from 'react';
import type { InitialQuestionsView, ScopeNumberKey } from '@ghg/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize, usePageLocale } from '../../../components/localized';
import { perEmployee, perThousandEur, type Ratio } from '../model/footprint-ratios';
import { formatNumber, toTonnes } from '../model/tonnes';
import type { DrillTarget } from '../model/drill-down';
import { FigureButton } from './figure-button';

interface TotalsPanelProps {
  totalKg: number | null;
  answers: Pick<InitialQuestionsView, 'peopleAmountNumber' | 'annualRevenueRange'> | null;
  /** The scope the dashboard's filter shows (null: every scope): the totals and their drill-down follow it. */
  scope: ScopeNumberKey | null;
  onDrill: (target: DrillTarget, name: string) => void;
}

type TotalKey = 'sum' | 'perEmployee' | 'perRevenue';

/** Sum of footprint and the two per-unit totals; each opens the lines of the whole footprint. */
export const TotalsPanel = memo(function TotalsPanel({ totalKg, answers, scope, onDrill }: TotalsPanelProps) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  const localize = useLocalize();
  const tonnes = totalKg === null ? null : toTonnes(totalKg);
  const ratios: Record<TotalKey, Ratio | null> = {
    sum: tonnes === null ? null : { kind: 'value', tonnes },
    perEmployee: tonnes === null ? null : perEmployee(tonnes, answers),
    perRevenue: tonnes === null ? null : perThousandEur(tonnes, answers),
  };

  return (
    <Box
      component="section"
      aria-label={t('totals.heading')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {(Object.keys(ratios) as TotalKey[]).map((key) => {
        const ratio = ratios[key];
        const name = t(`totals.${key}`);
        if (ratio?.kind === 'insufficient')
          return (
            <Paper key={key} variant="outlined" sx={{ p: 2 }} data-testid={`total-${key}`}>
              <Typography variant="subtitle2">{name}</Typography>
              <Typography sx={{ mt: 1, fontWeight: 600 }} data-testid={`total-${key}-insufficient`}>
                {t('totals.insufficient')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('totals.insufficientHint')}{' '}
                <Link
                  component={RouterLink}
                  to={localize('/company/initial-questions')}
                  data-testid={`total-${key}-answer-questions`}
                >
                  {t('totals.answerQuestions')}
                </Link>
              </Typography>
            </Paper>
          );
        const value = ratio ? formatNumber(ratio.tonnes, locale) : '–';
        return (
          <Paper key={key} variant="outlined" data-testid={`total-${key}`}>
            <FigureButton
              hint={t('chart.showLines')}
              onClick={() => onDrill({ kind: 'total', scope }, name)}
              disabled={!ratio}
              data-testid={`total-${key}-open`}
            >
              <Typography variant="subtitle2">{name}</Typography>
              <Typography variant="h5" component="p" sx={{ mt: 1 }} data-testid={`total-${key}-value`}>
                {value} <Typography component="span">{t('totals.unit')}</Typography>
              </Typography>
            </FigureButton>
          </Paper>
        );
      })}
    </Box>
  );
});
