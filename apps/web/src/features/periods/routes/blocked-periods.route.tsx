import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMeQuery } from '../../../lib/session/me.query';
import { useViewerQuery } from '../../../lib/session/viewer-role';
import { useDocumentTitle } from '../../../components/document-title';
import { formatPeriod } from '../../../components/history/answer-history';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { readYourWrites } from '../../../lib/read-your-writes';
import { OWNS_FORBIDDEN } from '../../../lib/session/session-signals';
import { useBlockPeriodMutation } from '../api/block-period.mutation';
import { useBlockedPeriodsQuery } from '../api/blocked-periods.query';
import { changeClientPeriod } from '../api/change-client-period.mutation';
import { useClientBlockedPeriods } from '../api/client-blocked-periods.query';
import { useClientOrganizationsQuery } from '../api/client-organizations.query';
import { useUnblockPeriodMutation } from '../api/unblock-period.mutation';
import { BlockedPeriodsTable } from '../components/blocked-periods-table';
import { OrganizationPicker } from '../components/organization-picker';
import { monthRows, periodPermissions, refusalOf } from '../components/period-months';

type Failure = 'forbiddenBlock' | 'forbiddenUnblock' | 'failed';

/**
 * Provider staff block months of their organization or, picked above the table (?organization=<id>), of a client
 * organization; a provider supervisor also unblocks. Others only look at their own organization's months.
 */
export default function BlockedPeriodsRoute() {
  const { t } = useTranslation('periods');
  const locale = usePageLocale();
  useDocumentTitle(t('page.title'));
  const showSnackbar = useSnackbar();
  const [me] = useMeQuery({ pause: false });
  const [viewer] = useViewerQuery();
  const role = viewer.data?.me.role;
  const { canBlock, canUnblock } = periodPermissions(role);
  const [search, setSearch] = useSearchParams();
  const [organizations] = useClientOrganizationsQuery(!canBlock);
  const ownId = me.data?.me.organizationId;
  const picked = canBlock ? search.get('organization') : null;
  // A client organization is read and changed over the back-office routes; the own one as before.
  const client = picked && picked !== ownId ? picked : null;
  const [periods, refetch] = useBlockedPeriodsQuery(client !== null);
  const clientPeriods = useClientBlockedPeriods(client);
  const [, block] = useBlockPeriodMutation();
  const [, unblock] = useUnblockPeriodMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const blocked = client ? clientPeriods.periods : periods.data?.blockedPeriods;
  const loadFailed = client ? clientPeriods.failed : Boolean(periods.error);
  const rows = useMemo(() => (blocked ? monthRows(new Date(), blocked) : []), [blocked]);
  const clients = organizations.data?.backofficeOrganizations;
  const organization = client
    ? clients?.find((o) => o.organizationId === client)?.name
    : me.data?.me.organizationName;

  const refused = (blocking: boolean, refusal: 'forbidden' | 'failed') =>
    setFailure(refusal === 'forbidden' ? (blocking ? 'forbiddenBlock' : 'forbiddenUnblock') : 'failed');
  const changed = (period: string, blocking: boolean) =>
    showSnackbar({
      message: t(blocking ? 'snackbar.blocked' : 'snackbar.unblocked', { month: formatPeriod(period) }),
      theme: 'success',
    });

  const changeClient = async (organizationId: string, period: string, blocking: boolean) => {
    const outcome = await changeClientPeriod(organizationId, period, blocking);
    setPending(null);
    if (!outcome.ok) return refused(blocking, outcome.refusal);
    clientPeriods.reload(outcome.result.position);
    changed(period, blocking);
  };

  const change = async (period: string, blocking: boolean) => {
    setFailure(null);
    setPending(period);
    if (client) return changeClient(client, period, blocking);
    const result = blocking
      ? await block({ period }, OWNS_FORBIDDEN)
      : await unblock({ period }, OWNS_FORBIDDEN);
    setPending(null);
    const data = result.data
      ? 'blockPeriod' in result.data
        ? result.data.blockPeriod
        : result.data.unblockPeriod
      : null;
    if (result.error || !data) return refused(blocking, result.error ? refusalOf(result.error) : 'failed');
    refetch({ requestPolicy: 'network-only', fetchOptions: readYourWrites(data.position) });
    changed(period, blocking);
  };
  const retry = () => (client ? clientPeriods.reload() : refetch({ requestPolicy: 'network-only' }));

  let body;
  if (blocked) {
    body = (
      <BlockedPeriodsTable
        rows={rows}
        locale={locale}
        canBlock={canBlock}
        canUnblock={canUnblock}
        pending={pending}
        onBlock={(period) => void change(period, true)}
        onUnblock={(period) => void change(period, false)}
      />
    );
  } else if (loadFailed) {
    body = (
      <Alert
        severity="error"
        data-testid="blocked-periods-load-error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('page.retry')}
          </Button>
        }
      >
        {t('page.loadFailed')}
      </Alert>
    );
  } else {
    body = <PageLoading />;
  }

  return (
    <Paper component="section" aria-labelledby="blocked-periods-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="blocked-periods-title" variant="h5" component="h1" gutterBottom>
        {t('page.title')}
      </Typography>
      {organization && (
        <Typography variant="subtitle1" component="p" data-testid="blocked-periods-organization">
          {t('page.organization', { name: organization })}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('page.intro')}
      </Typography>
      {clients && ownId && (
        <Box sx={{ mb: 2 }}>
          <OrganizationPicker
            organizations={clients}
            value={client ?? ownId}
            onChange={(id) => {
              setFailure(null);
              setSearch(id === ownId ? {} : { organization: id });
            }}
          />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {role && !canBlock && (
          <Alert severity="info" data-testid="blocked-periods-read-only">
            {t('page.readOnly')}
          </Alert>
        )}
        {failure && (
          <Alert
            severity="error"
            role="alert"
            onClose={() => setFailure(null)}
            data-testid="blocked-periods-error"
          >
            {t(`errors.${failure}`)}
          </Alert>
        )}
        {body}
      </Box>
    </Paper>
  );
}
