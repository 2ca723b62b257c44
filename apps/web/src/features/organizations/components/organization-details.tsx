import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../components/localized';
import type { OrganizationEntry } from '../model/organization-entries';

/** Plan, status, last activity and tags of one company of "Your companies" (spec §2 list and tiles). */
export function OrganizationDetails({
  entry,
  groupName,
}: {
  entry: OrganizationEntry;
  groupName: string | null;
}) {
  const { t } = useTranslation('company');
  const locale = usePageLocale();
  const lastActivity = entry.lastActivityAt
    ? new Date(entry.lastActivityAt).toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : t('organizations.noActivity');
  return (
    <Stack component="span" spacing={0.5} sx={{ mt: 0.5, display: 'flex' }}>
      <Stack
        component="span"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Chip
          size="small"
          variant="outlined"
          label={entry.planLabel[locale]}
          data-testid="organization-plan"
        />
        <Chip
          size="small"
          color={entry.status === 'active' ? 'success' : 'error'}
          label={t(`organizations.status.${entry.status}`)}
          data-testid="organization-status"
        />
        {entry.tags.map((tag) => (
          <Chip key={tag} size="small" label={tag} />
        ))}
      </Stack>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        data-testid="organization-last-activity"
      >
        {t('organizations.lastActivity', { when: lastActivity })}
      </Typography>
      {groupName !== null && (
        <Typography component="span" variant="body2" color="text.secondary">
          {t('organizations.group', { name: groupName })}
        </Typography>
      )}
    </Stack>
  );
}
