import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMeQuery } from '../../../lib/session/me.query';
import { useDocumentTitle } from '../../../components/document-title';
import { useLocalize } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { hasModuleAccess } from '../../../components/access';
import { selectOrganization } from '../api/select-organization';
import { GroupStructure } from '../components/group-structure';
import { OrganizationDetails } from '../components/organization-details';
import { type OrganizationEntry, organizationEntries } from '../model/organization-entries';

type View = 'list' | 'tiles';

/**
 * "Your companies" (spec §7): the person's organizations with their role in each, as a list or tiles;
 * switching moves the session to the other company and reloads the app on its home page.
 */
function OrganizationsPage({ view }: { view: View }) {
  const { t } = useTranslation('company');
  const { t: tr } = useTranslation('registration');
  useDocumentTitle(t('organizations.title'));
  const localize = useLocalize();
  const showSnackbar = useSnackbar();
  const [me] = useMeQuery({ pause: false });
  if (!me.data) return <PageLoading />;
  const entries = organizationEntries(me.data.me);

  const switchTo = async (entry: OrganizationEntry) => {
    // Home, not the page of the old company: its sections, periods and filters may not exist in the other.
    if (await selectOrganization(entry.organizationId)) window.location.assign(localize('/'));
    else showSnackbar({ message: t('organizations.switchFailed'), theme: 'warning' });
  };
  const action = (entry: OrganizationEntry) =>
    entry.selected ? (
      <Chip size="small" color="primary" label={t('organizations.current')} />
    ) : (
      <Button
        size="small"
        onClick={() => void switchTo(entry)}
        aria-label={`${t('organizations.switch')}: ${entry.name}`}
      >
        {t('organizations.switch')}
      </Button>
    );
  const role = (entry: OrganizationEntry) => tr(`users.roles.${entry.role}`);
  const groupName = (entry: OrganizationEntry) =>
    entry.parentOrganizationId === null
      ? null
      : (entries.find((other) => other.organizationId === entry.parentOrganizationId)?.name ??
        t('organizations.otherGroup'));
  const details = (entry: OrganizationEntry) => (
    <OrganizationDetails entry={entry} groupName={groupName(entry)} />
  );
  // Module moreThanOneOrganizationStructure: a group sees its companies' totals rolled up.
  const structure =
    me.data.me.organizationStatus === 'active' &&
    hasModuleAccess(me.data.me.permissions, 'moreThanOneOrganizationStructure');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('organizations.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }} role="navigation" aria-label={t('organizations.views')}>
        {(['list', 'tiles'] as const).map((other) => (
          <Button
            key={other}
            component={RouterLink}
            to={localize(`/organizations/${other}`)}
            variant={other === view ? 'contained' : 'outlined'}
            aria-current={other === view ? 'page' : undefined}
          >
            {t(`organizations.${other}`)}
          </Button>
        ))}
      </Box>
      {view === 'list' ? (
        <List aria-label={t('organizations.title')}>
          {entries.map((entry) => (
            <ListItem
              key={entry.organizationId}
              data-testid="organization-entry"
              secondaryAction={action(entry)}
            >
              <ListItemText
                primary={entry.name}
                secondary={
                  <>
                    {role(entry)}
                    {details(entry)}
                  </>
                }
                slotProps={{ secondary: { component: 'span' } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {entries.map((entry) => (
            <Card key={entry.organizationId} data-testid="organization-entry" variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2">
                  {entry.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {role(entry)}
                </Typography>
                {details(entry)}
              </CardContent>
              <CardActions>{action(entry)}</CardActions>
            </Card>
          ))}
        </Box>
      )}
      {structure && <GroupStructure organizationId={me.data.me.selectedOrgId} />}
    </Box>
  );
}

export function OrganizationsListRoute() {
  return <OrganizationsPage view="list" />;
}

export function OrganizationsTilesRoute() {
  return <OrganizationsPage view="tiles" />;
}
