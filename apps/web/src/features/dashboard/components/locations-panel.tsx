import { memo } from 'react';
import type { ChartsDataQuery } from '@ghg/contracts';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useEmissionsByLocation } from '../api/emissions-by-location.api';

const tonnes = (kg: number) => (kg / 1000).toFixed(2);

/**
 * Locations as departments: the filtered period's footprint by the location each row is assigned to. With no
 * location at all, the spec's prompt to add one under My company → Locations.
 */
export const LocationsPanel = memo(function LocationsPanel({
  organizationId,
  query,
}: {
  organizationId: string;
  query: ChartsDataQuery;
}) {
  const { t } = useTranslation('dashboard');
  const localize = useLocalize();
  const { state } = useEmissionsByLocation(organizationId, query);
  let body;
  if (state.kind === 'loading') body = <PageLoading />;
  else if (state.kind !== 'ready') body = <Alert severity="error">{t('locations.failed')}</Alert>;
  else if (state.data.locations.length === 0)
    body = (
      <Alert severity="info" data-testid="no-locations">
        {t('locations.none')}{' '}
        <Link component={RouterLink} to={localize('/company/locations')}>
          {t('locations.goToLocations')}
        </Link>
      </Alert>
    );
  else
    body = (
      <Table size="small" aria-label={t('locations.title')}>
        <TableBody>
          {state.data.locations.map((location) => (
            <TableRow key={location.locationId} data-testid="location-total">
              <TableCell component="th" scope="row">
                {location.name}
              </TableCell>
              <TableCell align="right">{tonnes(location.co2eKg)}</TableCell>
            </TableRow>
          ))}
          <TableRow data-testid="location-unassigned">
            <TableCell component="th" scope="row">
              {t('locations.unassigned')}
            </TableCell>
            <TableCell align="right">{tonnes(state.data.unassignedCo2eKg)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="locations-panel-title">
      <Typography id="locations-panel-title" variant="h6" component="h2" gutterBottom>
        {t('locations.title')}
      </Typography>
      {body}
    </Paper>
  );
});
