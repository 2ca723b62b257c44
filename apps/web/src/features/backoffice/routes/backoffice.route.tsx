import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useMeQuery } from '../../../lib/session/me.query';
import { useDocumentTitle } from '../../../components/document-title';
import { useLocalize, usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { readYourWrites } from '../../../lib/read-your-writes';
import { OWNS_FORBIDDEN } from '../../../lib/session/session-signals';
import { useAssignPlanMutation } from '../api/assign-plan.mutation';
import { useBackofficeOrganizationsQuery } from '../api/backoffice.query';
import { useBlockOrganizationMutation } from '../api/block-organization.mutation';
import { useUnblockOrganizationMutation } from '../api/unblock-organization.mutation';
import { useBackofficeReportRequests } from '../api/report-requests.api';
import { OrganizationsTable } from '../components/organizations-table';
import { OrganizationProfilesTable } from '../components/organization-profiles-table';
import { useOrganizationProfileActions } from '../components/use-organization-profile-actions';
import { ProviderRequestsPanel } from '../components/provider-requests-panel';
import { PortfolioPanel } from '../components/portfolio-panel';
import { ReportRequestsTable } from '../components/report-requests-table';
import { ClientVerificationPanel } from '../components/client-verification-panel';

const PROVIDER_ROLES = ['provider-staff', 'provider-supervisor'];
type BackofficeTab = 'organizations' | 'report-requests' | 'provider-requests' | 'portfolio';
const OTHER_TABS: readonly string[] = ['report-requests', 'provider-requests', 'portfolio'];

/** Provider back-office: every organization, its plan and status; each change is an event with the actor. */
export default function BackofficeRoute() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(t('page.title'));
  const locale = usePageLocale();
  const localize = useLocalize();
  const showSnackbar = useSnackbar();
  const [me] = useMeQuery({ pause: false });
  const role = me.data?.me.role;
  const provider = role !== undefined && PROVIDER_ROLES.includes(role);
  const [organizations, refetch] = useBackofficeOrganizationsQuery(!provider);
  // The tab is in the address (?tab=report-requests), so a link or a reload opens the same list.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = (asked !== null && OTHER_TABS.includes(asked) ? asked : 'organizations') as BackofficeTab;
  const requests = useBackofficeReportRequests(!provider || tab !== 'report-requests');
  const [, assignPlan] = useAssignPlanMutation();
  const [, block] = useBlockOrganizationMutation();
  const [, unblock] = useUnblockOrganizationMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [verifying, setVerifying] = useState<{ organizationId: string; name: string } | null>(null);

  const run = async (organizationId: string, call: () => Promise<{ position: string } | null>) => {
    setFailed(false);
    setPending(organizationId);
    const outcome = await call();
    setPending(null);
    if (!outcome) {
      setFailed(true);
      return;
    }
    refetch({ requestPolicy: 'network-only', fetchOptions: readYourWrites(outcome.position) });
    showSnackbar({ message: t('snackbar.saved'), theme: 'success' });
  };
  const onAssignPlan = (organizationId: string, planName: string) =>
    void run(organizationId, async () => {
      const result = await assignPlan({ organizationId, planName }, OWNS_FORBIDDEN);
      return result.data?.assignPlan ?? null;
    });
  const onSetBlocked = (organizationId: string, blocked: boolean) =>
    void run(organizationId, async () => {
      if (blocked) return (await block({ organizationId }, OWNS_FORBIDDEN)).data?.blockOrganization ?? null;
      return (await unblock({ organizationId }, OWNS_FORBIDDEN)).data?.unblockOrganization ?? null;
    });

  const profileActions = useOrganizationProfileActions(run);

  let body;
  if (role !== undefined && !provider) body = <Alert severity="info">{t('page.providersOnly')}</Alert>;
  else if (tab === 'provider-requests') body = <ProviderRequestsPanel locale={locale} />;
  else if (tab === 'portfolio') body = <PortfolioPanel locale={locale} />;
  else if (tab === 'report-requests')
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('requests.intro')}
        </Typography>
        {requests.kind === 'ready' ? (
          <ReportRequestsTable requests={requests.requests} locale={locale} />
        ) : requests.kind === 'failed' ? (
          <Alert severity="error">{t('requests.loadFailed')}</Alert>
        ) : (
          <PageLoading />
        )}
      </>
    );
  else if (organizations.data)
    body = (
      <>
        <OrganizationsTable
          organizations={organizations.data.backofficeOrganizations}
          locale={locale}
          pending={pending}
          onAssignPlan={onAssignPlan}
          onSetBlocked={onSetBlocked}
          onOpenVerification={(organizationId, name) => setVerifying({ organizationId, name })}
        />
        {verifying && (
          <ClientVerificationPanel
            key={verifying.organizationId}
            organizationId={verifying.organizationId}
            name={verifying.name}
            locale={locale}
          />
        )}
        {provider && (
          <OrganizationProfilesTable
            organizations={organizations.data.backofficeOrganizations}
            pending={pending}
            {...profileActions}
          />
        )}
      </>
    );
  else if (organizations.error) body = <Alert severity="error">{t('page.loadFailed')}</Alert>;
  else body = <PageLoading />;

  return (
    <Paper component="section" aria-labelledby="backoffice-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="backoffice-title" variant="h5" component="h1" gutterBottom>
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('page.intro')}{' '}
        <Link component={RouterLink} to={localize('/blocked-periods')}>
          {t('page.blockedPeriods')}
        </Link>
      </Typography>
      {(role === undefined || provider) && (
        <Tabs
          value={tab}
          onChange={(_, value: BackofficeTab) =>
            setSearch(value === 'organizations' ? {} : { tab: value }, { replace: true })
          }
          aria-label={t('page.title')}
          // Three tabs are wider than a phone: they scroll within their bar, never the page.
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="organizations"
            id="backoffice-tab-organizations"
            aria-controls="backoffice-panel"
            label={t('tabs.organizations')}
            data-testid="backoffice-tab-organizations"
          />
          <Tab
            value="report-requests"
            id="backoffice-tab-report-requests"
            aria-controls="backoffice-panel"
            label={t('tabs.reportRequests')}
            data-testid="backoffice-tab-report-requests"
          />
          <Tab
            value="provider-requests"
            id="backoffice-tab-provider-requests"
            aria-controls="backoffice-panel"
            label={t('tabs.providerRequests')}
            data-testid="backoffice-tab-provider-requests"
          />
          <Tab
            value="portfolio"
            id="backoffice-tab-portfolio"
            aria-controls="backoffice-panel"
            label={t('tabs.portfolio')}
            data-testid="backoffice-tab-portfolio"
          />
        </Tabs>
      )}
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="backoffice-failed">
          {t('page.failed')}
        </Alert>
      )}
      <div role="tabpanel" id="backoffice-panel" aria-labelledby={`backoffice-tab-${tab}`}>
        {body}
      </div>
    </Paper>
  );
}
