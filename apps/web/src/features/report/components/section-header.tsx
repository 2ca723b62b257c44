import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SectionView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SCOPE_COLORS } from '../../../components/theme';
import { HistoryButton } from '../../../components/history';
import { useLocalize } from '../../../components/localized';
import type { Locale } from '../../../i18n/locale';
import type { SectionSheet } from '../api/section-sheet.query';
import type { ScopeNumber } from '../model/scopes';
import { formatPercent, formatTonnes } from './format';
import { StatusChip } from './status-chip';

interface SectionHeaderProps {
  n: ScopeNumber;
  section: SectionView;
  sheet: SectionSheet;
  locale: Locale;
  onHistory: () => void;
}

/** Where the user is (breadcrumbs), the section's name, status, progress, total and its history. */
export function SectionHeader({ n, section, sheet, locale, onHistory }: SectionHeaderProps) {
  const { t } = useTranslation('report');
  const localize = useLocalize();
  const name = section.label[locale];
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Breadcrumbs aria-label={t('breadcrumbs')}>
        <Link component={RouterLink} to={localize('/report')} underline="hover" color="inherit">
          {t('title')}
        </Link>
        <Link component={RouterLink} to={localize(`/report/scope-${n}`)} underline="hover" color="inherit">
          {t(`scopes.${n}.title`)}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {name}
        </Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {name}
        </Typography>
        <Typography color="text.secondary" data-testid="section-total">
          {t('tonnes', { value: formatTonnes(sheet.totalCo2eKg, locale) })}
        </Typography>
        <StatusChip status={sheet.status} />
        <HistoryButton
          onClick={onHistory}
          label={t('wizard.sectionHistory', { name })}
          size="medium"
          data-testid="section-history"
        />
      </Box>
      <LinearProgress
        variant="determinate"
        value={sheet.progress}
        aria-label={t('progressOf', { name, value: formatPercent(sheet.progress, locale) })}
        sx={{
          height: 8,
          borderRadius: 4,
          bgcolor: 'action.hover',
          '& .MuiLinearProgress-bar': { bgcolor: SCOPE_COLORS[`scope${n}`] },
        }}
      />
    </Box>
  );
}
