import type { OptionView, QuestionCatalogueView, SectionView } from '@ghg/contracts';
import { OPTION_LISTS } from '@ghg/domain';
import { REPORT_SECTIONS } from '../../shared/report-sections.js';

/**
 * The catalogue the web renders wizards and tables from (the web may not import the domain). It is the same
 * for everyone and fixed at build time, so it is built once.
 */
export const QUESTION_CATALOGUE: QuestionCatalogueView = {
  sections: REPORT_SECTIONS.map((s): SectionView => ({
    key: s.key,
    scope: s.scope,
    ghgCategory: s.ghgCategory,
    label: { ...s.label },
    question: { ...s.question },
    steps: [...s.steps],
    itemOptions: s.itemOptions,
    tables: s.tables.map((t) => ({
      key: t.key,
      label: { ...t.label },
      columns: t.columns.map((c) => ({
        key: c.key,
        label: { ...c.label },
        valueType: c.valueType,
        options: c.options,
        units: c.units ? [...c.units] : null,
        required: c.required,
        dependsOn: c.dependsOn
          ? {
              column: c.dependsOn.column,
              choices: Object.fromEntries(
                Object.entries(c.dependsOn.choices).map(([key, allowed]) => [key, [...allowed]]),
              ),
              ...(c.dependsOn.whenEmpty === undefined ? {} : { whenEmpty: c.dependsOn.whenEmpty }),
            }
          : null,
      })),
    })),
  })),
  optionLists: Object.fromEntries(
    Object.entries(OPTION_LISTS).map(([key, options]) => [
      key,
      options.map((o): OptionView => ({ key: o.key, label: { ...o.label } })),
    ]),
  ),
};
