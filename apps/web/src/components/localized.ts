import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { localeOfPath, localizedPath, type Locale } from '../i18n/locale';

/** The language of the page being shown (taken from its path, so it is right during the first render). */
export function usePageLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Turns an unprefixed app path ('/company') into the path of the page's language ('/en/company'). */
export function useLocalize(): (path: string) => string {
  const locale = usePageLocale();
  return useCallback((path: string) => localizedPath(path, locale), [locale]);
}
