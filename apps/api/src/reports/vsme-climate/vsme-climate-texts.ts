import type { ReportLanguage } from '@ghg/domain';
import type { VsmeClimateView } from '@ghg/contracts';

type Origin = VsmeClimateView['dataQuality']['origins'][number]['origin'];

/** Every text the VSME climate PDF prints, in Polish and English. */
export interface VsmeClimateTexts {
  locale: string;
  title: string;
  subtitle: (year: number) => string;
  organization: string;
  generatedAt: string;
  datapoint: string;
  value: string;
  notAvailable: string;
  /** The heading of the C3 datapoints (reduction targets). */
  targets: string;
  noTurnover: string;
  dataQuality: string;
  pcafScore: string;
  verifiedShare: string;
  origins: Record<Origin, string>;
  gaps: (count: number) => string;
  /** That each figure opens its breakdown in the app. */
  links: string;
  method: string;
  fileName: string;
}

export const VSME_CLIMATE_TEXTS: Record<ReportLanguage, VsmeClimateTexts> = {
  pl: {
    locale: 'pl-PL',
    title: 'VSME – energia i emisje gazów cieplarnianych (B3)',
    subtitle: (year) => `Dane klimatyczne za rok ${year} według standardu EFRAG VSME, moduł podstawowy B3`,
    organization: 'Organizacja',
    generatedAt: 'Wygenerowano',
    datapoint: 'Punkt danych',
    value: 'Wartość',
    notAvailable: 'brak danych',
    targets: 'Cele redukcji emisji (VSME C3, z planu redukcji)',
    noTurnover: 'Intensywność emisji wymaga rocznego przychodu w profilu firmy.',
    dataQuality: 'Jakość danych',
    pcafScore: 'Ocena PCAF (1 najlepsza – 5)',
    verifiedShare: 'Udział zweryfikowanych danych',
    origins: {
      'supplier-specific': 'Dane dostawcy lub własne',
      'activity-data': 'Dane o działalności × wskaźnik',
      'default-factor': 'Wskaźnik domyślny lub zastępczy',
      'spend-based': 'Szacunek na podstawie wydatków',
    },
    gaps: (count) =>
      `Wiersze zużywające energię bez ilości w kWh (np. pojazd podany w km): ${count}; nie są liczone jako 0.`,
    links: 'Każda wartość jest odnośnikiem do jej szczegółów (wierszy, z których powstała) w GHG Ledger.',
    method:
      'Zasady obliczeń: docs/methodology.md, „Reporting rules”. Zakres 2 metodą lokalizacyjną i rynkową.',
    fileName: 'vsme-klimat',
  },
  en: {
    locale: 'en-GB',
    title: 'VSME – energy and greenhouse gas emissions (B3)',
    subtitle: (year) => `Climate datapoints for ${year} under the EFRAG VSME standard, basic module B3`,
    organization: 'Organization',
    generatedAt: 'Generated',
    datapoint: 'Datapoint',
    value: 'Value',
    notAvailable: 'not available',
    targets: 'GHG reduction targets (VSME C3, from the reduction plan)',
    noTurnover: 'The GHG intensity needs the annual revenue in the company profile.',
    dataQuality: 'Data quality',
    pcafScore: 'PCAF score (1 best – 5)',
    verifiedShare: 'Share of verified data',
    origins: {
      'supplier-specific': 'Supplier-specific or own data',
      'activity-data': 'Activity data × factor',
      'default-factor': 'Default or proxy factor',
      'spend-based': 'Spend-based estimate',
    },
    gaps: (count) =>
      `Rows that used energy without a kWh quantity (e.g. a vehicle entered in km): ${count}; not counted as 0.`,
    links: 'Each figure links to its breakdown (the rows it adds up from) in GHG Ledger.',
    method: 'Calculation rules: docs/methodology.md, "Reporting rules". Scope 2 location- and market-based.',
    fileName: 'vsme-climate',
  },
};
