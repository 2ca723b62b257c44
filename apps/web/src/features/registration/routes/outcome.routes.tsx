import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import { PublicPage } from '../components/public-page';
import { acceptWithAccountHref } from '../model/accept-with-account';
import { readDraft } from '../model/registration-draft';

function Outcome({ page }: { page: 'thankYou' | 'userThankYou' | 'linkExpired' | 'userExist' }) {
  const { t } = useTranslation('registration');
  const localize = useLocalize();
  // An invitation opened by someone with an account: they accept it with that account instead.
  const draft = page === 'userExist' ? readDraft() : null;
  const invitation = draft?.variant === 'user' ? draft.magicLinkId : null;
  return (
    <PublicPage title={t(`${page}.title`)} text={t(invitation ? 'userExist.invitationText' : `${page}.text`)}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {invitation && (
          <Button variant="contained" href={acceptWithAccountHref(invitation, localize)}>
            {t('acceptWithAccount')}
          </Button>
        )}
        <Button
          variant={invitation ? 'outlined' : 'contained'}
          component={RouterLink}
          to={localize('/auth/login')}
        >
          {t('logIn')}
        </Button>
      </Box>
    </PublicPage>
  );
}

/** 'Account and Company Created' (admin variant). */
export const ThankYouRoute = () => <Outcome page="thankYou" />;
/** 'Account Created' (user variant). */
export const UserThankYouRoute = () => <Outcome page="userThankYou" />;
/** An inactive, used or unknown link, with a pointer to log in. */
export const LinkExpiredRoute = () => <Outcome page="linkExpired" />;
/** The address already has an account: log in instead. */
export const UserExistRoute = () => <Outcome page="userExist" />;
