import type { ReportLanguage } from '@ghg/domain';

/** The product footprint one-pager's words in both languages. */
export const PRODUCT_PDF_TEXTS = {
  pl: {
    locale: 'pl-PL',
    title: 'Ślad węglowy produktu',
    declaredUnit: 'Jednostka deklarowana',
    perUnit: 'Ślad na jednostkę deklarowaną',
    batch: 'Ślad partii',
    volume: 'wielkość produkcji',
    bySection: 'Ślad według sekcji',
    bySubcategory: 'Ślad według podkategorii',
    factors: 'Wskaźniki emisji',
    item: 'Pozycja',
    noData: 'Brak danych: uzupełnij sekcje produktu.',
    userFigure: 'wartość podana przez użytkownika lub dostawcę',
    fileName: 'slad-produktu',
  },
  en: {
    locale: 'en-GB',
    title: 'Product carbon footprint',
    declaredUnit: 'Declared unit',
    perUnit: 'Footprint per declared unit',
    batch: 'Batch footprint',
    volume: 'production volume',
    bySection: 'Footprint by section',
    bySubcategory: 'Footprint by subcategory',
    factors: 'Emission factors',
    item: 'Item',
    noData: 'No data: fill in the product sections.',
    userFigure: 'figure given by the user or the supplier',
    fileName: 'product-footprint',
  },
} as const satisfies Record<ReportLanguage, Record<string, string>>;
