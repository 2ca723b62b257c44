import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { ModuleGate } from '../../components/access/module-gate';
import { useLocalize } from '../../components/localized';
import { ReportingNavItem } from '../../features/reports/components/reporting-nav-item';
import { NavbarActions } from './navbar-actions';
import { showsRolePage, useViewerQuery } from '../../lib/session/viewer-role';

export const SIDEBAR_WIDTH = 240;

const ITEMS = [
  { key: 'dashboard', path: '/', end: true },
  { key: 'data', path: '/report', end: false },
  { key: 'product', path: '/product', end: false },
  { key: 'reductionPlans', path: '/reduction-plans', end: false },
] as const;

// Entries of modules a plan may lack: greyed with the upgrade dialog of their place (spec §4, §6).
const GATED = {
  reductionPlans: { module: 'predefinedReductionStrategies', place: 'reduction-plans' },
} as const;

// Pages of some roles only: the auditor's trail and the provider's blocked months.
const ROLE_ITEMS = [
  { page: 'audit', path: '/audit', label: 'audit:nav.audit', testId: 'nav-audit' },
  {
    page: 'blockedPeriods',
    path: '/blocked-periods',
    label: 'periods:nav.blockedPeriods',
    testId: 'nav-blocked-periods',
  },
] as const;

interface SidebarProps {
  open: boolean;
  wide: boolean;
  onClose: () => void;
}

/** Persistent beside the page on wide screens, a closable overlay on narrow ones. */
export function Sidebar({ open, wide, onClose }: SidebarProps) {
  const { t } = useTranslation(['common', 'audit', 'periods', 'backoffice']);
  const [viewer] = useViewerQuery();
  const role = viewer.data?.me.role;
  const localize = useLocalize();
  const closeIfNarrow = () => {
    if (!wide) onClose();
  };

  const activeSx = {
    '&.active': {
      bgcolor: 'action.selected',
      fontWeight: 700,
      borderLeft: 4,
      borderColor: 'primary.main',
    },
  };
  const links = ITEMS.map((item) => {
    const link = (
      <ListItemButton
        key={item.key}
        component={NavLink}
        to={localize(item.path)}
        end={item.end}
        onClick={closeIfNarrow}
        sx={activeSx}
      >
        <ListItemText primary={t(`nav.${item.key}`)} />
      </ListItemButton>
    );
    const gate = item.key in GATED ? GATED[item.key as keyof typeof GATED] : null;
    return gate ? (
      <ModuleGate key={item.key} module={gate.module} place={gate.place}>
        {link}
      </ModuleGate>
    ) : (
      link
    );
  });
  const provider = role === 'provider-staff' || role === 'provider-supervisor';
  const backoffice = provider ? (
    <ListItemButton
      key="backoffice"
      component={NavLink}
      to={localize('/backoffice')}
      onClick={closeIfNarrow}
      sx={activeSx}
      data-testid="nav-backoffice"
    >
      <ListItemText primary={t('backoffice:page.title')} />
    </ListItemButton>
  ) : null;
  const roleLinks = ROLE_ITEMS.filter((item) => showsRolePage(item.page, role)).map((item) => (
    <ListItemButton
      key={item.page}
      component={NavLink}
      to={localize(item.path)}
      onClick={closeIfNarrow}
      sx={activeSx}
      data-testid={item.testId}
    >
      <ListItemText primary={t(item.label)} />
    </ListItemButton>
  ));
  // 'Reporting' is the report flow: the wizard, what is still missing, or the plan's upgrade dialog.
  const reporting = <ReportingNavItem key="reporting" onNavigate={closeIfNarrow} />;

  return (
    <Drawer
      variant={wide ? 'persistent' : 'temporary'}
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{
        width: wide && open ? SIDEBAR_WIDTH : 0,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Toolbar />
      <Box component="nav" aria-label={t('nav.mainMenu')}>
        {/* A div: its entries are links (a <ul> may hold <li> only). */}
        <List component="div">
          {[links[0], links[1], reporting, links[2], links[3], ...roleLinks, backoffice]}
        </List>
      </Box>
      {!wide && (
        <>
          <Divider />
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <NavbarActions onNavigate={onClose} vertical />
          </Box>
        </>
      )}
    </Drawer>
  );
}
