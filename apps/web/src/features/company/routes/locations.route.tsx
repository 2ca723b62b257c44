import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EntityView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMeQuery } from '../../../lib/session/me.query';
import { useAccess } from '../../../components/access/use-access';
import { useDocumentTitle } from '../../../components/document-title';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { addLocation } from '../api/add-location.api';
import { deleteLocation } from '../api/delete-location.api';
import { useLocations } from '../api/locations.api';
import { AddLocationForm } from '../components/add-location-form';
import { LocationsList } from '../components/locations-list';
import { locationsInOrder } from '../components/locations-model';

/** My company → Locations (spec §2, §3): the organization's locations; its administrator adds and deletes them. */
export default function LocationsRoute() {
  const { t } = useTranslation('company');
  useDocumentTitle(t('locations.title'));
  const locale = usePageLocale();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const [me] = useMeQuery({ pause: false });
  const { has } = useAccess();
  const organizationId = me.data?.me.organizationId ?? null;
  const { state, replace, retry } = useLocations(organizationId);
  const [deleting, setDeleting] = useState<EntityView | null>(null);
  // The server decides too; a blocked organization or another role only reads.
  const manages = me.data?.me.role === 'administrator' && has('myCompanyProfile');

  let content;
  if (state.kind === 'loading') {
    content = <PageLoading />;
  } else if (state.kind === 'failed') {
    content = (
      <Alert
        severity="error"
        action={
          <>
            <Button color="inherit" size="small" onClick={retry}>
              {t('locations.retry')}
            </Button>
            <Button color="inherit" size="small" onClick={() => void navigate(-1)}>
              {t('locations.back')}
            </Button>
          </>
        }
      >
        {t('locations.loadFailed')}
      </Alert>
    );
  } else {
    const locations = locationsInOrder(state.entities);
    content = (
      <>
        {manages && organizationId && (
          <AddLocationForm
            locale={locale}
            existing={locations}
            onAdd={async (name) => {
              const outcome = await addLocation(organizationId, name);
              if (outcome.ok) {
                replace(outcome.entities);
                showSnackbar({ message: t('locations.added'), theme: 'success' });
              }
              return outcome;
            }}
          />
        )}
        <section>
          <Typography id="locations-list-title" variant="h6" component="h2" gutterBottom>
            {t('locations.listTitle')}
          </Typography>
          {!manages && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('locations.readOnly')}
            </Typography>
          )}
          <LocationsList locations={locations} onDelete={manages ? setDeleting : undefined} />
        </section>
      </>
    );
  }

  const confirmDelete = async () => {
    const location = deleting;
    setDeleting(null);
    if (!location || !organizationId) return;
    const outcome = await deleteLocation(organizationId, location.entityId);
    if (outcome.ok) replace(outcome.entities);
    showSnackbar(
      outcome.ok
        ? { message: t('locations.deleted'), theme: 'success' }
        : { message: t('locations.deleteFailed'), theme: 'warning' },
    );
  };

  return (
    <Paper component="section" aria-labelledby="locations-title" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <Typography id="locations-title" variant="h5" component="h1" gutterBottom>
        {t('locations.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('locations.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>{content}</Box>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-location-title"
      >
        <DialogTitle id="delete-location-title">{t('locations.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {deleting && t('locations.confirmDelete', { name: deleting.name })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} autoFocus>
            {t('locations.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()}>
            {t('locations.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
