import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize } from '../../components/localized';

/** Calculate, Add the data and Generate report; report generation waits until all required data is in. */
export function NavbarActions({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('common');
  const localize = useLocalize();
  return (
    <>
      <Button component={RouterLink} to={localize('/')} onClick={onNavigate} color="inherit">
        {t('nav.calculate')}
      </Button>
      <Button component={RouterLink} to={localize('/report')} onClick={onNavigate} color="inherit">
        {t('nav.addData')}
      </Button>
      <Tooltip title={t('nav.generateReportTooltip')}>
        {/* A disabled button gets no pointer or focus events, so the tooltip listens on a focusable wrapper. */}
        <Box component="span" tabIndex={0} sx={{ display: vertical ? 'block' : 'inline-block' }}>
          <Button variant="contained" color="secondary" disabled fullWidth={vertical}>
            {t('nav.generateReport')}
          </Button>
        </Box>
      </Tooltip>
    </>
  );
}
