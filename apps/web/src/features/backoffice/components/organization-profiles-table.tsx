import { type BackofficeOrganizationView, PARTNERSHIP_KEYS } from '@ghg/contracts';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface Props {
  organizations: readonly BackofficeOrganizationView[];
  pending: string | null;
  onSetPartnership: (organizationId: string, partnership: string | null) => void;
  onSetParent: (organizationId: string, parentOrganizationId: string | null) => void;
  onSetTags: (organizationId: string, tags: string[]) => void;
}

const NONE = 'none';
const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/**
 * Spec §1, §3: each organization's partner programme (it selects the footer), the group it belongs to (a group's
 * plan needs moreThanOneOrganizationStructure, the server checks) and its tags.
 */
export function OrganizationProfilesTable({
  organizations,
  pending,
  onSetPartnership,
  onSetParent,
  onSetTags,
}: Props) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('profile.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.intro')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('profile.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('table.name')}</TableCell>
              <TableCell>{t('profile.partnership')}</TableCell>
              <TableCell>{t('profile.parent')}</TableCell>
              <TableCell>{t('profile.tags')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {organizations.map((org) => {
              const busy = pending === org.organizationId;
              return (
                <TableRow key={org.organizationId} data-testid={`organization-profile-${org.organizationId}`}>
                  <TableCell component="th" scope="row">
                    {org.name}
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      label={t('profile.partnershipOf', { name: org.name })}
                      value={org.partnership ?? NONE}
                      disabled={busy}
                      onChange={(event) =>
                        onSetPartnership(
                          org.organizationId,
                          event.target.value === NONE ? null : event.target.value,
                        )
                      }
                      sx={{ minWidth: 200 }}
                    >
                      <MenuItem value={NONE}>{t('profile.partnerships.none')}</MenuItem>
                      {PARTNERSHIP_KEYS.map((key) => (
                        <MenuItem key={key} value={key}>
                          {t(`profile.partnerships.${key}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      label={t('profile.parentOf', { name: org.name })}
                      value={org.parentOrganizationId ?? NONE}
                      disabled={busy}
                      onChange={(event) =>
                        onSetParent(
                          org.organizationId,
                          event.target.value === NONE ? null : event.target.value,
                        )
                      }
                      sx={{ minWidth: 200 }}
                    >
                      <MenuItem value={NONE}>{t('profile.noParent')}</MenuItem>
                      {organizations
                        .filter((other) => other.organizationId !== org.organizationId)
                        .map((other) => (
                          <MenuItem key={other.organizationId} value={other.organizationId}>
                            {other.name}
                          </MenuItem>
                        ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      label={t('profile.tagsOf', { name: org.name })}
                      helperText={t('profile.tagsHint')}
                      defaultValue={org.tags.join(', ')}
                      disabled={busy}
                      onBlur={(event) => {
                        const tags = tagsOf(event.target.value);
                        if (tags.join(',') !== org.tags.join(',')) onSetTags(org.organizationId, tags);
                      }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
