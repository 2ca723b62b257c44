import type { ValidationCode } from './validation-codes.js';

/** The spec's messages (§5) in both languages, keyed by validation code. */
export const VALIDATION_MESSAGES: Record<ValidationCode, { pl: string; en: string }> = {
  required: { pl: 'To pole jest wymagane', en: 'This field is required' },
  invalid_format: { pl: 'Wprowadź poprawny format', en: 'Enter a valid format' },
  invalid_value: { pl: 'Wybierz wartość z listy', en: 'Choose a value from the list' },
  invalid_number: { pl: 'Wprowadź poprawną liczbę', en: 'Enter a valid number' },
  description_too_long: {
    pl: 'Opis może mieć najwyżej 500 znaków (wystarczą 3-5 zdań)',
    en: 'The description can have at most 500 characters (3-5 sentences are enough)',
  },
  people_amount_mismatch: {
    pl: 'Liczba pracowników nie pasuje do wybranej wielkości firmy',
    en: 'The number of employees does not match the chosen company size',
  },
  annual_revenue_mismatch: {
    pl: 'Przychód nie pasuje do wybranego przedziału przychodów',
    en: 'The revenue does not match the chosen revenue band',
  },
};

export function validationMessage(code: string, lang: 'pl' | 'en'): string {
  const entry = (VALIDATION_MESSAGES as Record<string, { pl: string; en: string } | undefined>)[code];
  return entry ? entry[lang] : code;
}
