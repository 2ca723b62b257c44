import { useCallback, useMemo } from 'react';
// Direct files, not the history barrel: the dashboard's first view needs no history drawer code.
import { labelOf } from '../../../components/history/answer-history';
import { useQuestionCatalogueQuery } from '../../../components/history/question-catalogue.query';
import { usePageLocale } from '../../../components/localized';

export interface SectionLabels {
  section: (category: string) => string;
  table: (category: string, subCategory: string) => string;
  /** The row's item (a vehicle kind, a fuel, a waste type …) by the option lists of its section. */
  item: (category: string, item: string) => string;
}

/** Section and table names of the catalogue in the page's language; the key where the catalogue has none. */
export function useSectionLabels(): SectionLabels {
  const [catalogue] = useQuestionCatalogueQuery();
  const locale = usePageLocale();
  const sections = catalogue.data?.questionCatalogue.sections;
  const optionLists = catalogue.data?.questionCatalogue.optionLists;
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
  const item = useCallback(
    (category: string, key: string) => {
      const found = sections?.find((s) => s.key === category);
      const lists = [
        found?.itemOptions,
        ...(found?.tables ?? []).flatMap((t) => t.columns.map((c) => c.options)),
      ];
      for (const list of lists) {
        const option = list ? optionLists?.[list]?.find((o) => o.key === key) : undefined;
        if (option) return labelOf(option.label, locale);
      }
      return key;
    },
    [sections, optionLists, locale],
  );
  // One object while the catalogue stays: the memoized panels it is given do not render again.
  return useMemo(() => ({ section, table, item }), [section, table, item]);
}
