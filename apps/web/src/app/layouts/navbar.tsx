import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MenuIcon } from '../../components/icons';
import { useLocalize, usePageLocale } from '../../components/localized';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from '../../components/language-switch';
import { instructionsPdf } from '../../lib/links';
import { NavbarActions } from './navbar-actions';
import { NotificationBell } from '../../features/notifications/components/notification-bell';

interface NavbarProps {
  wide: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
  userName: string | null;
}

export function Navbar({ wide, menuOpen, onToggleMenu, userName }: NavbarProps) {
  const { t } = useTranslation('common');
  const localize = useLocalize();
  const locale = usePageLocale();
  return (
    <AppBar
      position="fixed"
      color="default"
      elevation={1}
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: wide ? 1 : 0.5 }}>
        <IconButton
          edge="start"
          onClick={onToggleMenu}
          aria-label={t('nav.toggleMenu')}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component={RouterLink}
          to={localize('/')}
          variant="h6"
          sx={{
            color: 'primary.main',
            fontWeight: 800,
            textDecoration: 'none',
            whiteSpace: 'nowrap',
            mr: wide ? 2 : 0,
            fontSize: wide ? undefined : '1.05rem',
          }}
        >
          {t('appName')}
        </Typography>
        {wide && <NavbarActions />}
        <Box sx={{ flexGrow: 1 }} />
        {wide && (
          <>
            <Button color="inherit" component={RouterLink} to={localize('/support')}>
              {t('nav.support')}
            </Button>
            <Button color="inherit" href={instructionsPdf(locale)} target="_blank" rel="noopener">
              {t('nav.instructions')}
            </Button>
          </>
        )}
        <NotificationBell />
        <LanguageSwitch compact={!wide} />
        <AccountMenu name={wide ? userName : null} />
      </Toolbar>
    </AppBar>
  );
}
