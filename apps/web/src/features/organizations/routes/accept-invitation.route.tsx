import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/document-title';
import { useLocalize } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { acceptInvitation, type InvitationAcceptance } from '../api/accept-invitation';

/**
 * /invitations/{magicLinkId}/accept: reached after signing in from an invitation whose form answered
 * 'account already exists'. Accepting makes the person a member of the inviting company and, when the
 * server could, switches their session to it; the page then reloads into that company.
 */
export default function AcceptInvitationRoute() {
  const { t } = useTranslation('company');
  const { t: tr } = useTranslation('registration');
  useDocumentTitle(t('organizations.accept.title'));
  const { magicLinkId = '' } = useParams();
  const localize = useLocalize();
  const [outcome, setOutcome] = useState<InvitationAcceptance | null>(null);
  const started = useRef(false);

  const accept = useCallback(() => {
    setOutcome(null);
    void acceptInvitation(magicLinkId).then(setOutcome);
  }, [magicLinkId]);
  useEffect(() => {
    // Once per visit: React's development double effects must not spend the link twice.
    if (started.current) return;
    started.current = true;
    accept();
  }, [accept]);

  if (!outcome) return <PageLoading label={t('organizations.accept.joining')} />;
  const home = localize('/');
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        {t('organizations.accept.title')}
      </Typography>
      {outcome.kind === 'accepted' && (
        <>
          <Alert severity="success" role="status">
            {t(
              !outcome.view.selected
                ? 'organizations.accept.joinedNotSelected'
                : outcome.view.joined
                  ? 'organizations.accept.joined'
                  : 'organizations.accept.alreadyMember',
              {
                organization: outcome.view.organizationName ?? '',
                role: tr(`users.roles.${outcome.view.role}`),
              },
            )}
          </Alert>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {/* A full load: the whole app (menus, plan, data) belongs to the company just joined. */}
            <Button variant="contained" href={home}>
              {t('organizations.accept.goToDashboard')}
            </Button>
            <Button component={RouterLink} to={localize('/organizations/list')}>
              {t('organizations.accept.openCompanies')}
            </Button>
          </Box>
        </>
      )}
      {outcome.kind === 'expired' && <Alert severity="warning">{t('organizations.accept.expired')}</Alert>}
      {outcome.kind === 'anotherAddress' && (
        <Alert severity="warning">{t('organizations.accept.anotherAddress')}</Alert>
      )}
      {outcome.kind === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={accept}>
              {t('organizations.accept.retry')}
            </Button>
          }
        >
          {t('organizations.accept.failed')}
        </Alert>
      )}
    </Box>
  );
}
