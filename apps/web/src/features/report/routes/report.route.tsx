import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { ScopePanel } from '../components/scope-panel';
import { useScope3UpgradeDialog } from '../components/upgrade-dialog';
import { useReportOverview } from '../components/use-report-overview';
import { SCOPE_NUMBERS } from '../model/scopes';
import { useFeatureSlots } from '../../../lib/feature-slots';

/** /report: every scope with its sections, status badges and progress. */
export default function ReportRoute() {
  const { t } = useTranslation('report');
  const { VerifiedShare, ReportRequestStates } = useFeatureSlots();
  const locale = usePageLocale();
  useDocumentTitle(t('title'));
  const overview = useReportOverview();
  const openUpgrade = useScope3UpgradeDialog();

  let body;
  if (overview.failed) body = <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  else if (!overview.ready) body = <PageLoading />;
  else
    body = SCOPE_NUMBERS.map((n) => (
      <ScopePanel
        key={n}
        n={n}
        locale={locale}
        heading="h2"
        scopeStatus={overview.scopeStatusOf(n)}
        sections={overview.sectionsOf(n)}
        statuses={overview.statuses}
        locked={!overview.scopeOpen(n)}
        onUnlock={openUpgrade}
      />
    ));

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
        <VerifiedShare />
      </Box>
      <ReportRequestStates />
      {body}
    </Box>
  );
}
