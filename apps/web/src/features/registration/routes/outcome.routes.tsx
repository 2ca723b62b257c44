import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import { PublicPage } from '../components/public-page';

function Outcome({ page }: { page: 'thankYou' | 'userThankYou' | 'linkExpired' | 'userExist' }) {
  const { t } = useTranslation('registration');
  const localize = useLocalize();
  return (
    <PublicPage title={t(`${page}.title`)} text={t(`${page}.text`)}>
      <Button
        variant="contained"
        component={RouterLink}
        to={localize('/auth/login')}
        sx={{ justifySelf: 'start' }}
      >
        {t('logIn')}
      </Button>
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
