import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../localized';
import type { AuditTranslate, HistoryWording } from './answer-history';
import { useQuestionCatalogueQuery } from './question-catalogue.query';

/** What the trail needs to speak the page's language: the `audit` texts and the catalogue's labels. */
export function useHistoryWording(options: { pause?: boolean } = {}): HistoryWording {
  const { t } = useTranslation('audit');
  const locale = usePageLocale();
  const [catalogue] = useQuestionCatalogueQuery(options);
  const data = catalogue.data?.questionCatalogue ?? null;
  return useMemo(() => {
    const translate: AuditTranslate = (key, values) => String(t(key, values as never));
    return { locale, t: translate, catalogue: data };
  }, [t, locale, data]);
}
