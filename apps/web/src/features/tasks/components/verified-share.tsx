import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../components/access';
import { useMeQuery } from '../../../lib/session/me.query';
import { useRowVerifications } from '../api/row-verification.api';

/** The share of the organization's data rows a verifier approved, shown with the reports (issue 20). */
export function VerifiedShare() {
  const { t } = useTranslation('tasks');
  const access = useAccess();
  const [me] = useMeQuery({ pause: false });
  const enabled = access.planClass !== null && access.has('taskManagement');
  const { state } = useRowVerifications(enabled ? (me.data?.me.organizationId ?? null) : null);
  if (state.kind !== 'ready') return null;
  return (
    <Typography color="text.secondary" data-testid="verified-share">
      {t('verification.share', { percent: Math.round(state.data.verifiedShare * 100) })}
    </Typography>
  );
}
