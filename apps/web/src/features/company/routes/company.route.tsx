import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import { unlocalizedPath } from '../../../i18n/locale';

const SECTIONS = ['initial-questions', 'locations', 'users', 'sharing'] as const;
const SECTION_LABELS = {
  'initial-questions': 'initialQuestions',
  locations: 'locations',
  users: 'users',
  sharing: 'dataSharing',
} as const;

/** My company: breadcrumbs (my-company → section) and tabs over initial questions, locations, users, data sharing. */
export default function CompanyRoute() {
  const { t } = useTranslation('company');
  const localize = useLocalize();
  const path = unlocalizedPath(useLocation().pathname);
  const section = SECTIONS.find((name) => path.startsWith(`/company/${name}`));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Breadcrumbs aria-label="breadcrumbs">
        <Link component={RouterLink} to={localize('/company')} underline="hover" color="inherit">
          {t('breadcrumbs.myCompany')}
        </Link>
        {section && (
          <Typography color="text.primary" aria-current="page">
            {t(`breadcrumbs.${SECTION_LABELS[section]}`)}
          </Typography>
        )}
      </Breadcrumbs>
      <Tabs
        value={section ?? false}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {SECTIONS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`breadcrumbs.${SECTION_LABELS[name]}`)}
            component={RouterLink}
            to={localize(`/company/${name}`)}
          />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
}
