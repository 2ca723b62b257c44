/** Publications the factor library cites; licences travel with every value derived from them. */
export type SourceId =
  | 'desnz-2024'
  | 'epa-hub-2025'
  | 'ember-2025'
  | 'ipcc-ar5'
  | 'kobize-2024'
  | 'ecb-2024'
  | 'ghg-ledger-estimate';

export interface FactorSource {
  readonly id: SourceId;
  readonly title: string;
  readonly publisher: string;
  readonly publicationYear: number;
  readonly licence: string;
  readonly url: string;
  readonly attribution?: string;
}

export const FACTOR_SOURCES: Readonly<Record<SourceId, FactorSource>> = {
  'desnz-2024': {
    id: 'desnz-2024',
    title: 'UK Government GHG Conversion Factors for Company Reporting 2024, flat file v1.1',
    publisher: 'Department for Energy Security and Net Zero (DESNZ) and Defra, produced by Ricardo',
    publicationYear: 2024,
    licence: 'Open Government Licence v3.0',
    url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024',
    attribution: 'Contains public sector information licensed under the Open Government Licence v3.0.',
  },
  'epa-hub-2025': {
    id: 'epa-hub-2025',
    title: 'GHG Emission Factors Hub 2025 (Table 6: eGRID2023 electricity)',
    publisher: 'US Environmental Protection Agency',
    publicationYear: 2025,
    licence: 'US Government work (public domain)',
    url: 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub',
  },
  'ember-2025': {
    id: 'ember-2025',
    title: 'Yearly electricity data: carbon intensity of generation by country (as republished in co2.js)',
    publisher: 'Ember; republished by the Green Web Foundation',
    publicationYear: 2025,
    licence: 'CC BY-SA 4.0',
    url: 'https://ember-energy.org/data/yearly-electricity-data/',
    attribution:
      'Grid intensity values © Ember, licensed CC BY-SA 4.0; derived values in this library are shared under the same licence.',
  },
  'ipcc-ar5': {
    id: 'ipcc-ar5',
    title:
      'IPCC Fifth Assessment Report, WG I, Table 8.A.1 (GWP100), via openclimatedata/globalwarmingpotentials',
    publisher: 'IPCC; compiled by openclimatedata',
    publicationYear: 2013,
    licence: 'CC0 (compilation)',
    url: 'https://github.com/openclimatedata/globalwarmingpotentials',
  },
  'kobize-2024': {
    id: 'kobize-2024',
    title:
      'Wskaźniki emisyjności CO2, SO2, NOx, CO i pyłu całkowitego dla energii elektrycznej: series "energia elektryczna wyprodukowana w procesie spalania paliw" (electricity produced from fuel combustion), data year 2023',
    publisher: 'KOBiZE — Krajowy Ośrodek Bilansowania i Zarządzania Emisjami',
    publicationYear: 2024,
    licence: 'Public information (Polish public authority publication)',
    url: 'https://www.kobize.pl/pl/article/wskazniki-emisyjnosci/id/2032',
  },
  'ecb-2024': {
    id: 'ecb-2024',
    title: 'Euro foreign exchange reference rates, annual average 2024 (EUR/PLN)',
    publisher: 'European Central Bank',
    publicationYear: 2025,
    licence: 'ECB statistics, reuse with source acknowledgement',
    url: 'https://data.ecb.europa.eu/data/datasets/EXR',
  },
  'ghg-ledger-estimate': {
    id: 'ghg-ledger-estimate',
    title: 'GHG Ledger documented estimate (derivation stated on each value)',
    publisher: 'GHG Ledger',
    publicationYear: 2024,
    licence: 'Same as the values it is derived from (stated per value)',
    url: '#known-limitations',
  },
};
