import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LegalLinks } from '../../components/legal-links';
import { CONSENT_OPEN } from '../../features/shell/model/consent';

/** The partnership footer image slot: partner branding replaces the image (spec §1). */
export function Footer() {
  const { t } = useTranslation('common');
  return (
    <Box
      component="footer"
      sx={{
        mt: 6,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('footer.partnership')}
      </Typography>
      <img src="/images/partnership-footer.svg" alt={t('footer.partnershipAlt')} height={40} />
      <Box sx={{ flexGrow: 1 }} />
      <LegalLinks />
      <Button size="small" onClick={() => window.dispatchEvent(new CustomEvent(CONSENT_OPEN))}>
        {t('footer.cookieSettings')}
      </Button>
    </Box>
  );
}
