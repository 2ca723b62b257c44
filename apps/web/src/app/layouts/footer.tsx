import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LegalLinks } from '../../components/legal-links';
import { consentStore } from '../../features/shell/model/consent-store';

/** Spec §1 partner branding: the organization's partnership key (back office) selects the footer image. */
export type FooterPartnership = 'bankBooster' | 'groupOfCompanies' | null;

/**
 * The partnership footer: the programme's image by default, the EU funds image for a bank booster programme,
 * and no image at all for a group of companies.
 */
export function Footer({ partnership = null }: { partnership?: FooterPartnership }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="footer"
      data-partnership={partnership ?? 'none'}
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
      {partnership === 'bankBooster' ? (
        <img
          src="/images/eu-funds-footer.svg"
          alt={t('footer.bankBoosterAlt')}
          height={40}
          data-testid="partnership-footer"
          data-partnership="bankBooster"
        />
      ) : partnership === null ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('footer.partnership')}
          </Typography>
          <img
            src="/images/partnership-footer.svg"
            alt={t('footer.partnershipAlt')}
            height={40}
            data-testid="partnership-footer"
            data-partnership="none"
          />
        </>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      <LegalLinks />
      <Button size="small" onClick={consentStore.openSettings}>
        {t('footer.cookieSettings')}
      </Button>
    </Box>
  );
}
