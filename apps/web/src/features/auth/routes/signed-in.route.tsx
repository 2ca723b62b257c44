import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';

/** Return point after the identity provider: the session cookie is set, so go home. */
export default function SignedInRoute() {
  const { t } = useTranslation('auth');
  const localize = useLocalize();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(localize('/'), { replace: true });
  }, [navigate, localize]);
  return <Typography role="status">{t('signedIn')}</Typography>;
}
