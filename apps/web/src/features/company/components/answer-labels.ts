import { useMemo } from 'react';
import { COUNTRY_CODES } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locale';
import { sortedPolish } from '../../../lib/polish-order';
import type { InitialQuestionField } from './initial-questions-values';

const BAND_FIELDS: ReadonlySet<InitialQuestionField> = new Set([
  'peopleAmount',
  'annualRevenue',
  'officeSize',
  'officeLocation',
]);

export interface AnswerLabels {
  field: (field: InitialQuestionField) => string;
  /** The label of one answer as a person reads it ('FOOD_PRODUCTION' → 'Food Production', 'PL' → 'Poland'). */
  value: (field: InitialQuestionField, value: unknown) => string;
  countries: { code: string; name: string }[];
}

export function useAnswerLabels(locale: Locale): AnswerLabels {
  const { t } = useTranslation('company');
  return useMemo(() => {
    const regions = new Intl.DisplayNames([locale], { type: 'region' });
    const numbers = new Intl.NumberFormat(locale);
    const countries = sortedPolish(
      COUNTRY_CODES.map((code) => ({ code, name: regions.of(code) ?? code })),
      (country) => country.name,
    );
    const value = (field: InitialQuestionField, raw: unknown): string => {
      if (raw === null || raw === undefined || raw === '') return t('history.emptyValue');
      if (typeof raw === 'number') return numbers.format(raw);
      const text = String(raw);
      if (field === 'industry') return t(`industries.${text}`, { defaultValue: text });
      if (field === 'country') return regions.of(text) ?? text;
      if (BAND_FIELDS.has(field)) return t(`initialQuestions.${field}.${text}`, { defaultValue: text });
      return text;
    };
    return { field: (field) => t(`initialQuestions.fields.${field}`), value, countries };
  }, [locale, t]);
}
