import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_KIND_KEYS, type NotificationPreferencesView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences } from '../api/notification-preferences.api';
import { saveNotificationPreferences } from '../api/save-notification-preferences.api';

type Kind = (typeof NOTIFICATION_KIND_KEYS)[number];
type Status = 'idle' | 'saving' | 'saved' | 'failed';

/** The person's notification e-mails: on or off, and per kind; several close together come as one digest. */
export function NotificationMailForm() {
  const { t } = useTranslation('profile');
  const { state, reload, retry } = useNotificationPreferences();
  const [choice, setChoice] = useState<NotificationPreferencesView | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  useEffect(() => {
    if (state.kind === 'ready') setChoice(state.data);
  }, [state]);

  if (state.kind === 'failed' || state.kind === 'notFound')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('retry')}
          </Button>
        }
      >
        {t('notifications.loadFailed')}
      </Alert>
    );
  if (!choice) return null;

  const muted = (kind: Kind) => choice.mutedKinds.includes(kind);
  const toggleKind = (kind: Kind) =>
    setChoice({
      ...choice,
      mutedKinds: muted(kind) ? choice.mutedKinds.filter((k) => k !== kind) : [...choice.mutedKinds, kind],
    });
  const save = async () => {
    setStatus('saving');
    const outcome = await saveNotificationPreferences(choice);
    if (outcome.kind !== 'saved') return setStatus('failed');
    setStatus('saved');
    if (outcome.position) reload(outcome.position);
  };

  return (
    <Box
      component="form"
      data-testid="notification-mail-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('notifications.intro')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={choice.emailEnabled}
            onChange={(event) => setChoice({ ...choice, emailEnabled: event.target.checked })}
          />
        }
        label={t('notifications.emailEnabled')}
      />
      <FormGroup aria-label={t('notifications.kindsLabel')} sx={{ pl: 2 }}>
        {NOTIFICATION_KIND_KEYS.map((kind) => (
          <FormControlLabel
            key={kind}
            disabled={!choice.emailEnabled}
            control={<Checkbox checked={!muted(kind)} onChange={() => toggleKind(kind)} />}
            label={t(`notifications.kinds.${kind}`)}
          />
        ))}
      </FormGroup>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={status === 'saving'}>
          {t(status === 'saving' ? 'details.saving' : 'details.save')}
        </Button>
        {status === 'saved' && <Typography role="status">{t('details.saved')}</Typography>}
        {status === 'failed' && <Alert severity="error">{t('notifications.saveFailed')}</Alert>}
      </Box>
    </Box>
  );
}
