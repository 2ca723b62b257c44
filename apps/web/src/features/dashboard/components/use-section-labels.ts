import { useCallback } from 'react';
import { labelOf, useQuestionCatalogueQuery } from '../../../components/history';
import { usePageLocale } from '../../../components/localized';

export interface SectionLabels {
  section: (category: string) => string;
  table: (category: string, subCategory: string) => string;
}

/** Section and table names of the catalogue in the page's language; the key where the catalogue has none. */
export function useSectionLabels(): SectionLabels {
  const [catalogue] = useQuestionCatalogueQuery();
  const locale = usePageLocale();
  const sections = catalogue.data?.questionCatalogue.sections;
  const section = useCallback(
    (category: string) => {
      const found = sections?.find((s) => s.key === category);
      return found ? labelOf(found.label, locale) : category;
    },
    [sections, locale],
  );
  const table = useCallback(
    (category: string, subCategory: string) => {
      const found = sections?.find((s) => s.key === category)?.tables.find((t) => t.key === subCategory);
      return found ? labelOf(found.label, locale) : subCategory;
    },
    [sections, locale],
  );
  return { section, table };
}
