import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/document-title';
import { useLocalize, usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { ScopePanel } from '../components/scope-panel';
import { useScope3UpgradeDialog } from '../components/upgrade-dialog';
import { useReportOverview } from '../components/use-report-overview';
import { scopeNumberOfPath } from '../model/scopes';

/** /report/scope-{n}: the sections of one scope. */
export default function ScopeRoute() {
  const { t } = useTranslation('report');
  const locale = usePageLocale();
  const localize = useLocalize();
  const n = scopeNumberOfPath(useLocation().pathname) ?? 1;
  useDocumentTitle(t(`scopes.${n}.title`));
  const overview = useReportOverview();
  const openUpgrade = useScope3UpgradeDialog();

  // Spec §2: paths containing scope-3 need the scope3 module, otherwise they go home.
  if (overview.ready && !overview.scopeOpen(n)) return <Navigate to={localize('/')} replace />;

  let body;
  if (overview.failed) body = <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  else if (!overview.ready) body = <PageLoading />;
  else
    body = (
      <ScopePanel
        n={n}
        locale={locale}
        heading="h1"
        scopeStatus={overview.scopeStatusOf(n)}
        sections={overview.sectionsOf(n)}
        statuses={overview.statuses}
        locked={false}
        onUnlock={openUpgrade}
      />
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Breadcrumbs aria-label={t('breadcrumbs')}>
        <Link component={RouterLink} to={localize('/report')} underline="hover" color="inherit">
          {t('title')}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {t(`scopes.${n}.title`)}
        </Typography>
      </Breadcrumbs>
      {body}
    </Box>
  );
}
