import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import type { FirstSection } from '../model/first-steps';

/**
 * In place of the charts while the company has answered nothing (spec §8 'Insufficient data provided', asking
 * the user to answer the questions): where to start, linked to the first unanswered section.
 */
export function FirstStepsNotice({
  first,
  sectionName,
}: {
  first: FirstSection | null;
  sectionName: string;
}) {
  const { t } = useTranslation('dashboard');
  const localize = useLocalize();
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 3 }}
      aria-labelledby="first-steps-title"
      data-testid="first-steps"
    >
      <Typography id="first-steps-title" variant="h6" component="h2" gutterBottom>
        {t('firstSteps.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('firstSteps.text')}</Typography>
      <Button
        component={RouterLink}
        to={localize(first?.path ?? '/report')}
        variant="contained"
        data-testid="first-steps-start"
      >
        {first ? t('firstSteps.start', { section: sectionName }) : t('firstSteps.toData')}
      </Button>
    </Paper>
  );
}
