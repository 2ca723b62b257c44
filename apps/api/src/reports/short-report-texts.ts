import type { ReportLanguage, ReportPeriodChoice, ReportScopeKey } from '@ghg/domain';

/** Every text the short PDF prints, in Polish and English. */
export interface ShortReportTexts {
  locale: string;
  title: string;
  subtitle: string;
  organization: string;
  period: string;
  periodChoice: Record<ReportPeriodChoice, string>;
  fromTheBeginning: string;
  generatedAt: string;
  total: string;
  perEmployee: string;
  perThousandEur: string;
  insufficient: string;
  scopes: Record<ReportScopeKey, string>;
  section: string;
  emissions: string;
  share: string;
  noData: string;
  scope2Location: string;
  scope2Market: string;
  scope2LocationBased: string;
  scope2MarketBased: string;
  /** Locations as departments: the heading of the breakdown and its row of rows that name no location. */
  byLocation: string;
  noLocation: string;
  fullReportNote: string;
  fileName: string;
}

export const SHORT_REPORT_TEXTS: Record<ReportLanguage, ShortReportTexts> = {
  pl: {
    locale: 'pl-PL',
    title: 'Raport śladu węglowego',
    subtitle: 'Raport skrócony (t CO₂e)',
    organization: 'Organizacja',
    period: 'Okres',
    periodChoice: {
      'from-beginning': 'Od początku',
      'current-year': 'Bieżący rok',
      'previous-year': 'Poprzedni rok',
      custom: 'Własny zakres',
    },
    fromTheBeginning: 'od początku',
    generatedAt: 'Wygenerowano',
    total: 'Suma śladu węglowego',
    perEmployee: 'Ślad na pracownika',
    perThousandEur: 'Ślad na 1000 EUR przychodu',
    insufficient: 'Brak danych w profilu firmy',
    scopes: {
      scope1: 'Zakres I – emisje bezpośrednie',
      scope2: 'Zakres II – emisje pośrednie z zakupionej energii',
      scope3: 'Zakres III – inne emisje pośrednie',
    },
    section: 'Kategoria',
    emissions: 't CO₂e',
    share: 'Udział',
    noData: 'Brak danych dla wybranego okresu',
    scope2Location: 'Zakres II liczony metodą lokalizacyjną (location-based).',
    scope2Market: 'Zakres II liczony metodą rynkową (market-based).',
    scope2LocationBased: 'Zakres II – metoda lokalizacyjna (location-based)',
    scope2MarketBased: 'Zakres II – metoda rynkowa (market-based)',
    byLocation: 'Emisje według lokalizacji',
    noLocation: 'Bez przypisanej lokalizacji',
    fullReportNote:
      'Pełny raport zgodny z GHG Protocol przygotowuje nasz zespół i wysyła e-mailem w ciągu 2–3 dni roboczych.',
    fileName: 'raport-sladu-weglowego',
  },
  en: {
    locale: 'en-GB',
    title: 'Carbon footprint report',
    subtitle: 'Short report (t CO₂e)',
    organization: 'Organization',
    period: 'Period',
    periodChoice: {
      'from-beginning': 'From the beginning',
      'current-year': 'Current year',
      'previous-year': 'Previous year',
      custom: 'Custom range',
    },
    fromTheBeginning: 'from the beginning',
    generatedAt: 'Generated',
    total: 'Sum of footprint',
    perEmployee: 'Footprint per employee',
    perThousandEur: 'Footprint per 1000 EUR of revenue',
    insufficient: 'Not given in the company profile',
    scopes: {
      scope1: 'Scope I – direct emissions',
      scope2: 'Scope II – indirect emissions from purchased energy',
      scope3: 'Scope III – other indirect emissions',
    },
    section: 'Category',
    emissions: 't CO₂e',
    share: 'Share',
    noData: 'No data for selected period',
    scope2Location: 'Scope II is location-based.',
    scope2Market: 'Scope II is market-based.',
    scope2LocationBased: 'Scope II – location-based',
    scope2MarketBased: 'Scope II – market-based',
    byLocation: 'Emissions by location',
    noLocation: 'Not assigned to a location',
    fullReportNote:
      'The full report compliant with the GHG Protocol is prepared by our team and e-mailed within 2 to 3 business days.',
    fileName: 'carbon-footprint-report',
  },
};
