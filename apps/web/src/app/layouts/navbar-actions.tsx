import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize } from '../../components/localized';
import { GenerateReportButton } from '../../features/reports/components/generate-report-button';

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
      <GenerateReportButton vertical={vertical} onOpen={onNavigate} />
    </>
  );
}
