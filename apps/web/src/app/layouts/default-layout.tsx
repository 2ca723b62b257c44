import { Suspense, memo, useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AccessRouteRules } from '../../components/access/access-route-rules';
import { PageLoading } from '../../components/page-status';
import { useSnackbar } from '../../components/snackbar/snackbar-context';
import { localeOfPath, localizedPath, unlocalizedPath } from '../../i18n/locale';
import { apiFailureOf } from '../../lib/graphql-errors';
import { useMeQuery } from '../../lib/session/me.query';
import { loginPath } from '../../lib/session/logout';
import { sessionEndOnce } from '../../lib/session/session-end-once';
import { onSessionSignal } from '../../lib/session/session-signals';
import { ThirdParties } from '../../features/shell/components/third-parties';
import { hasModuleAccess } from '../../components/access';
import { Footer as FooterOf } from './footer';
import { Navbar as NavbarOf } from './navbar';
import { SIDEBAR_WIDTH, Sidebar as SidebarOf } from './sidebar';

// The layout renders again when the user's answer arrives and on every navigation: memoized, the menu and the
// footer (each with its own queries) render again only when their props change (dashboard TBT, bench/web).
const Navbar = memo(NavbarOf);
const Sidebar = memo(SidebarOf);
const Footer = memo(FooterOf);

function isLoginPath(pathname: string): boolean {
  return unlocalizedPath(pathname).startsWith('/auth/');
}

export function DefaultLayout() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(wide);
  const location = useLocation();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const onLogin = isLoginPath(location.pathname);
  const [me] = useMeQuery({ pause: onLogin });

  // The menu follows the screen: open when there is room for it, closed on a narrow screen.
  useEffect(() => setMenuOpen(wide), [wide]);
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Made once (useState's initialiser), not on every render.
  const [endOnce] = useState(sessionEndOnce);
  const unauthenticated = me.error ? apiFailureOf(me.error).code === 'UNAUTHENTICATED' : false;
  useEffect(() => {
    const sessionExpired = () => {
      const path = window.location.pathname;
      if (isLoginPath(path) || !endOnce(path)) return;
      showSnackbar({ message: t('session.expired'), theme: 'info' });
      navigate(loginPath(localeOfPath(window.location.pathname)), { replace: true });
    };
    if (unauthenticated && !onLogin) sessionExpired();
    return onSessionSignal((signal) => {
      if (signal === 'session-expired') sessionExpired();
      else if (unlocalizedPath(window.location.pathname) !== '/')
        navigate(localizedPath('/', localeOfPath(window.location.pathname)), { replace: true });
    });
  }, [unauthenticated, onLogin, navigate, showSnackbar, t, endOnce]);

  const user = me.data?.me;
  const userName = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : null;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, p: 1, bgcolor: 'background.paper' },
        }}
      >
        {t('skipToContent')}
      </Box>
      {!onLogin && (
        <>
          <AccessRouteRules />
          <Navbar wide={wide} menuOpen={menuOpen} onToggleMenu={toggleMenu} userName={userName} />
          <Box id="main-menu">
            <Sidebar open={menuOpen} wide={wide} onClose={closeMenu} />
          </Box>
        </>
      )}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          px: { xs: 2, md: 4 },
          py: 3,
          display: 'flex',
          flexDirection: 'column',
          transition: theme.transitions.create('margin'),
          maxWidth: wide && menuOpen && !onLogin ? `calc(100% - ${SIDEBAR_WIDTH}px)` : '100%',
        }}
      >
        {!onLogin && <Toolbar />}
        <Box sx={{ flexGrow: 1 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer partnership={user?.partnership ?? null} />
      </Box>
      <ThirdParties
        user={user ? { email: user.email } : null}
        chatModule={
          user ? user.organizationStatus === 'active' && hasModuleAccess(user.permissions, 'chat') : false
        }
        language={localeOfPath(location.pathname)}
      />
    </Box>
  );
}

export default DefaultLayout;
