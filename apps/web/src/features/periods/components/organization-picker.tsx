import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { sortedPolish } from '../../../lib/polish-order';
import type { ClientOrganization } from '../api/client-organizations.query';

interface OrganizationPickerProps {
  organizations: readonly ClientOrganization[];
  /** The organization shown: the caller's own unless staff picked a client. */
  value: string;
  onChange: (organizationId: string) => void;
}

/** Provider staff choose whose months they manage; names in Polish order (spec §9). */
export function OrganizationPicker({ organizations, value, onChange }: OrganizationPickerProps) {
  const { t } = useTranslation('periods');
  const sorted = sortedPolish(organizations, (organization) => organization.name);
  return (
    <TextField
      select
      size="small"
      label={t('page.chooseOrganization')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        select: { native: true },
        htmlInput: { 'data-testid': 'blocked-periods-organization-picker' },
      }}
      sx={{ minWidth: 280, maxWidth: '100%' }}
    >
      {sorted.map((organization) => (
        <option key={organization.organizationId} value={organization.organizationId}>
          {organization.name}
        </option>
      ))}
    </TextField>
  );
}
