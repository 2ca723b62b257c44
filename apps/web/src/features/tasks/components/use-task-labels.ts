import type { TaskBoardView } from '@ghg/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../../components/history/answer-history';
import { useQuestionCatalogueQuery } from '../../../components/history/question-catalogue.query';
import { usePageLocale } from '../../../components/localized';
import type { TaskLabels } from '../model/task-groups';

/** Names for the ids a task carries: sections (the catalogue), people, teams and locations (the board). */
export function useTaskLabels(
  board: TaskBoardView | null,
): TaskLabels & { sections: { key: string; label: string }[] } {
  const [catalogue] = useQuestionCatalogueQuery();
  const locale = usePageLocale();
  const { t } = useTranslation('tasks');
  return useMemo(() => {
    const sections = (catalogue.data?.questionCatalogue.sections ?? []).map((s) => ({
      key: s.key,
      label: labelOf(s.label, locale),
    }));
    const unknown = t('unknown');
    return {
      sections,
      section: (key) => sections.find((s) => s.key === key)?.label ?? key,
      person: (id) => board?.people.find((p) => p.userId === id)?.name ?? unknown,
      team: (id) => board?.teams.find((tm) => tm.teamId === id)?.name ?? unknown,
      location: (id) => board?.locations.find((l) => l.locationId === id)?.name ?? unknown,
    };
  }, [catalogue.data, locale, board, t]);
}
