import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AccountIcon } from '../../components/icons';
import { PRIVACY_POLICY_PATH, TERMS_PATH } from '../../components/legal-paths';
import { useLocalize, usePageLocale } from '../../components/localized';
import { logout } from '../../lib/session/logout';
import { instructionsPdf } from '../../lib/links';

export function AccountMenu({ name }: { name: string | null }) {
  const { t } = useTranslation('common');
  const localize = useLocalize();
  const locale = usePageLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', maxWidth: 220 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name ?? t('nav.account')}
        </span>
      </Button>
      <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to={localize('/user')} onClick={close}>
          {t('nav.profile')}
        </MenuItem>
        <MenuItem component={RouterLink} to={localize('/company/initial-questions')} onClick={close}>
          {t('nav.company')}
        </MenuItem>
        <MenuItem component={RouterLink} to={localize('/organizations/list')} onClick={close}>
          {t('nav.yourCompanies')}
        </MenuItem>
        <MenuItem component={RouterLink} to={localize('/support')} onClick={close}>
          {t('nav.support')}
        </MenuItem>
        <MenuItem component={RouterLink} to={localize('/offset')} onClick={close}>
          {t('nav.offset')}
        </MenuItem>
        <MenuItem component="a" href={instructionsPdf(locale)} target="_blank" rel="noopener" onClick={close}>
          {t('nav.instructions')}
        </MenuItem>
        <Divider />
        <MenuItem component={RouterLink} to={localize(PRIVACY_POLICY_PATH)} onClick={close}>
          {t('nav.privacyPolicy')}
        </MenuItem>
        <MenuItem component={RouterLink} to={localize(TERMS_PATH)} onClick={close}>
          {t('nav.regulations')}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout(locale);
          }}
        >
          {t('nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
