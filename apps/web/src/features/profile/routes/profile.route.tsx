import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMeQuery } from '../../../lib/session/me.query';
import { useDocumentTitle } from '../../../components/document-title';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useProfile } from '../api/profile.api';
import { AccountType } from '../components/account-type';
import { NotificationMailForm } from '../components/notification-mail-form';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

/**
 * /user (spec §2 "Profile"): name, surname, company e-mail, job title, account type, notification e-mails and the
 * password.
 */
export default function ProfileRoute() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('title'));
  const locale = usePageLocale();
  const { state, reload } = useProfile();
  const [, refreshMe] = useMeQuery({ pause: true });
  const [managedByProvider, setManagedByProvider] = useState(false);

  // users/me again: the navbar shows the new name, and an ended session takes the app-wide way to sign-in.
  const refreshPerson = useCallback(() => refreshMe({ requestPolicy: 'network-only' }), [refreshMe]);
  const onSaved = useCallback(
    (position: string | null) => {
      if (!position) return;
      reload(position);
      refreshPerson();
    },
    [reload, refreshPerson],
  );

  if (state.kind === 'loading') return <PageLoading />;
  if (state.kind === 'sessionEnded' || state.kind === 'failed')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => reload(null)}>
            {t('retry')}
          </Button>
        }
      >
        {t(state.kind === 'sessionEnded' ? 'sessionEnded' : 'loadFailed')}
      </Alert>
    );
  const { profile } = state;
  const passwordHere = profile.password.changeableHere && !managedByProvider;

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Paper component="section" aria-labelledby="profile-details-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="profile-details-title" variant="h6" component="h2" gutterBottom>
          {t('details.title')}
        </Typography>
        <ProfileForm profile={profile} locale={locale} onSaved={onSaved} onSessionEnded={refreshPerson} />
      </Paper>
      <Paper component="section" aria-labelledby="profile-account-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="profile-account-title" variant="h6" component="h2" gutterBottom>
          {t('account.title')}
        </Typography>
        <AccountType profile={profile} locale={locale} />
      </Paper>
      <Paper component="section" aria-labelledby="profile-notifications-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="profile-notifications-title" variant="h6" component="h2" gutterBottom>
          {t('notifications.title')}
        </Typography>
        <NotificationMailForm />
      </Paper>
      <Paper component="section" aria-labelledby="profile-password-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="profile-password-title" variant="h6" component="h2" gutterBottom>
          {t('password.title')}
        </Typography>
        {passwordHere ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('password.intro')}
            </Typography>
            <PasswordForm
              rule={profile.password.rule}
              locale={locale}
              onManagedByProvider={() => setManagedByProvider(true)}
              onSessionEnded={refreshPerson}
            />
          </>
        ) : (
          <Alert severity="info" data-testid="password-managed-by-provider">
            {t('password.managedByProvider')}
          </Alert>
        )}
      </Paper>
    </Box>
  );
}
