import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PRIVACY_POLICY_PATH, TERMS_PATH } from './legal-paths';
import { useLocalize } from './localized';

/** The privacy policy and the terms (spec §2 navbar actions 'Privacy Policy', 'Regulations'), as footer links. */
export function LegalLinks() {
  const { t } = useTranslation('common');
  const localize = useLocalize();
  return (
    <Box component="nav" aria-label={t('legal.documents')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={localize(PRIVACY_POLICY_PATH)} data-testid="footer-privacy-policy">
        {t('nav.privacyPolicy')}
      </Link>
      <Link component={RouterLink} to={localize(TERMS_PATH)} data-testid="footer-terms">
        {t('nav.regulations')}
      </Link>
    </Box>
  );
}
