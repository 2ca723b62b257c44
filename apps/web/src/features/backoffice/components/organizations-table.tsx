import { BACKOFFICE_PLAN_NAMES, type BackofficeOrganizationView } from '@ghg/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';

interface Props {
  organizations: readonly BackofficeOrganizationView[];
  locale: 'pl' | 'en';
  pending: string | null;
  onAssignPlan: (organizationId: string, planName: string) => void;
  onSetBlocked: (organizationId: string, blocked: boolean) => void;
  /** Opens the client's verification (bought or not, its rows to verify) below the table. */
  onOpenVerification: (organizationId: string, name: string) => void;
}

/**
 * Organizations with plan label, status and blocked months; each row changes its plan, blocks it, or opens the
 * blocked-periods page with that organization picked.
 */
export function OrganizationsTable({
  organizations,
  locale,
  pending,
  onAssignPlan,
  onSetBlocked,
  onOpenVerification,
}: Props) {
  const { t } = useTranslation('backoffice');
  const localize = useLocalize();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.name')}</TableCell>
            <TableCell>{t('table.planLabel')}</TableCell>
            <TableCell>{t('table.plan')}</TableCell>
            <TableCell>{t('table.status')}</TableCell>
            <TableCell align="right">{t('table.blockedMonths')}</TableCell>
            <TableCell>{t('table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {organizations.map((org) => {
            const busy = pending === org.organizationId;
            const blocked = org.status === 'blocked';
            return (
              <TableRow key={org.organizationId} data-testid={`organization-${org.organizationId}`}>
                <TableCell component="th" scope="row">
                  {org.name}
                </TableCell>
                <TableCell data-testid="plan-label">{org.planLabel[locale]}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    label={t('table.changePlan', { name: org.name })}
                    value={org.planName ?? ''}
                    disabled={busy}
                    onChange={(event) => onAssignPlan(org.organizationId, event.target.value)}
                    slotProps={{ htmlInput: { 'data-testid': 'plan-select' } }}
                    sx={{ minWidth: 180 }}
                  >
                    {org.planName === null && <MenuItem value="">{t('plans.unknown')}</MenuItem>}
                    {BACKOFFICE_PLAN_NAMES.map((name) => (
                      <MenuItem key={name} value={name}>
                        {t(`plans.${name}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={blocked ? 'error' : 'success'}
                    label={t(`status.${org.status}`)}
                    data-testid="organization-status"
                  />
                </TableCell>
                <TableCell align="right">{org.blockedMonths}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      component={RouterLink}
                      to={localize(`/blocked-periods?organization=${encodeURIComponent(org.organizationId)}`)}
                      aria-label={t('actions.blockedPeriodsOf', { name: org.name })}
                      data-testid="organization-blocked-periods"
                    >
                      {t('actions.blockedPeriods')}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color={blocked ? 'primary' : 'error'}
                      disabled={busy}
                      onClick={() => onSetBlocked(org.organizationId, !blocked)}
                    >
                      {t(blocked ? 'actions.unblock' : 'actions.block', { name: org.name })}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => onOpenVerification(org.organizationId, org.name)}
                      aria-label={t('actions.verificationOf', { name: org.name })}
                      data-testid="organization-verification"
                    >
                      {t('actions.verification')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
