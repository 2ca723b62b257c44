import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { fetchMagicLink } from '../api/magic-link.api';
import { PublicPage } from '../components/public-page';
import { openDraft, resumePathOf } from '../model/registration-draft';

/**
 * /ml/{magicLinkId}: asks the server what the link is (spec §4) and opens the right form — the user variant
 * when it names an organization or an e-mail, the admin variant otherwise; an inactive link goes to link-expired.
 * The same link opened again (a reload, a new tab) continues at the first step not done yet.
 */
export default function MagicLinkRoute() {
  const { t } = useTranslation('registration');
  const { magicLinkId } = useParams();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!magicLinkId) {
      void navigate(localize('/public-form/link-expired'), { replace: true });
      return;
    }
    let cancelled = false;
    fetchMagicLink(magicLinkId).then(
      (link) => {
        if (cancelled) return;
        if (!link.isActive) return void navigate(localize('/public-form/link-expired'), { replace: true });
        const variant = link.organizationId || link.email ? 'user' : 'admin';
        const draft = openDraft({ magicLinkId, variant, email: link.email });
        void navigate(localize(resumePathOf(draft)), { replace: true });
      },
      (error: unknown) => {
        console.error('magic link validation error', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [magicLinkId, navigate, localize]);

  if (!failed) return <PageLoading />;
  return (
    <PublicPage title={t('magicLink.title')}>
      <Alert severity="error">{t('magicLink.validationError')}</Alert>
    </PublicPage>
  );
}
