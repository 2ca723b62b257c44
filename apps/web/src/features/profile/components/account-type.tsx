import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ProfileView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locale';

/** Spec §2/§6 "account type": the role in the session's organization, and that organization's plan label. */
export function AccountType({ profile, locale }: { profile: ProfileView; locale: Locale }) {
  const { t } = useTranslation('profile');
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1.5, m: 0 }}>
      <Typography component="dt" color="text.secondary">
        {t('account.role')}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }} data-testid="profile-role">
        {t(`roles.${profile.role}`)}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {t('account.organization')}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {profile.organizationName}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {t('account.plan')}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Chip
          size="small"
          data-testid="profile-plan"
          label={profile.planLabel[locale]}
          color={profile.planClass === 'blocked' ? 'error' : 'primary'}
          variant="outlined"
        />
      </Box>
    </Box>
  );
}
