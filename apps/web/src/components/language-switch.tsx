import { sameOriginPath } from '@ghg/contracts';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { activateLocale } from '../i18n/i18n';
import { LOCALES, isLocale, localeCookie, localeOfPath, localizedPath } from '../i18n/locale';

/** Spec §4: remembers the choice in the cookie, loads the messages, then shows the same page in that language. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const current = localeOfPath(location.pathname);

  const choose = async (value: unknown) => {
    if (!isLocale(value) || value === current) return;
    document.cookie = localeCookie(value);
    await activateLocale(value);
    // The address bar is the visitor's to type ('//evil.example' included): only a path on this site is followed.
    navigate(sameOriginPath(`${localizedPath(location.pathname, value)}${location.search}${location.hash}`));
  };

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={current}
      onChange={(_event, value) => void choose(value)}
      aria-label={t('language.label')}
      sx={{ bgcolor: 'background.paper' }}
    >
      {LOCALES.map((locale) => (
        <ToggleButton
          key={locale}
          value={locale}
          lang={locale}
          aria-label={t(`language.${locale}`)}
          sx={{ px: compact ? 0.75 : 1.25, py: 0.25 }}
        >
          {compact ? locale.toUpperCase() : t(`language.${locale}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
