import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-status';
import { useOrganizationStructure } from '../api/organization-structure.api';

const tonnes = (kg: number) => (kg / 1000).toFixed(2);

/**
 * Module moreThanOneOrganizationStructure: the group's own footprint, each company under it, and the total rolled
 * up, in tonnes CO2e over all periods.
 */
export function GroupStructure({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('company');
  const { state } = useOrganizationStructure(organizationId);
  let body;
  if (state.kind === 'loading') body = <PageLoading />;
  else if (state.kind !== 'ready')
    body = <Alert severity="error">{t('organizations.structure.failed')}</Alert>;
  else {
    const view = state.data;
    body =
      view.companies.length === 0 ? (
        <Typography color="text.secondary">{t('organizations.structure.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('organizations.structure.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('organizations.structure.company')}</TableCell>
              <TableCell align="right">{t('organizations.structure.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                {view.name}
              </TableCell>
              <TableCell align="right">{tonnes(view.ownCo2eKg)}</TableCell>
            </TableRow>
            {view.companies.map((company) => (
              <TableRow key={company.organizationId} data-testid="group-company">
                <TableCell component="th" scope="row">
                  {company.name}
                </TableCell>
                <TableCell align="right">{tonnes(company.co2eKg)}</TableCell>
              </TableRow>
            ))}
            <TableRow data-testid="group-rolled-up">
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {t('organizations.structure.rolledUp')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {tonnes(view.rolledUpCo2eKg)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      );
  }
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="group-structure-title">
      <Typography id="group-structure-title" variant="h6" component="h2" gutterBottom>
        {t('organizations.structure.title')}
      </Typography>
      {body}
    </Paper>
  );
}
