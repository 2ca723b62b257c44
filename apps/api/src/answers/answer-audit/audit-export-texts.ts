import type { ReportLanguage } from '@ghg/domain';

/** The words of the audit export in each language (the web's `audit` texts, kept in step by a unit test). */
export interface AuditExportTexts {
  /** Intl locale of numbers and dates. */
  locale: string;
  /** CSV field separator: Polish Excel reads ';' (the decimal separator is ','), English ','. */
  separator: string;
  headers: {
    occurredAt: string;
    actor: string;
    event: string;
    section: string;
    period: string;
    field: string;
    before: string;
    after: string;
    rowId: string;
  };
  sheetName: string;
  fileName: string;
  events: Record<string, string>;
  fields: Record<string, string>;
  values: {
    yes: string;
    no: string;
    'dont-know': string;
    detailed: string;
    summarized: string;
    custom: string;
  };
  units: Record<string, string>;
}

export const AUDIT_EXPORT_TEXTS: Record<ReportLanguage, AuditExportTexts> = {
  pl: {
    locale: 'pl-PL',
    separator: ';',
    headers: {
      occurredAt: 'Kiedy (UTC)',
      actor: 'Użytkownik',
      event: 'Zdarzenie',
      section: 'Sekcja',
      period: 'Miesiąc',
      field: 'Pole',
      before: 'Przed',
      after: 'Po',
      rowId: 'Identyfikator wiersza',
    },
    sheetName: 'Historia zmian',
    fileName: 'historia-zmian',
    events: {
      InitialAnswerGiven: 'Odpowiedź na pytanie wstępne',
      ItemsChosen: 'Wybrano elementy',
      FuelsChosen: 'Wybrano paliwa lub czynniki chłodnicze',
      PathChosen: 'Wybrano ścieżkę',
      RowAdded: 'Dodano wiersz',
      RowUpdated: 'Zmieniono wartość',
      RowDuplicated: 'Zduplikowano wiersz',
      RowsDeleted: 'Usunięto wiersze',
      RowsImported: 'Zaimportowano z arkusza',
      EvidenceAttached: 'Dołączono plik',
      EvidenceRemoved: 'Usunięto plik',
      SectionReset: 'Zresetowano sekcję',
      GreenEnergyAnswered: 'Odpowiedź o zielonej energii',
      CustomFactorDefined: 'Zdefiniowano własny wskaźnik',
      PeriodBlocked: 'Zablokowano miesiąc',
      PeriodUnblocked: 'Odblokowano miesiąc',
    },
    fields: {
      initialAnswer: 'Odpowiedź wstępna',
      items: 'Elementy',
      fuels: 'Paliwa',
      refrigerants: 'Czynniki chłodnicze',
      path: 'Ścieżka',
      greenEnergy: 'Zielona energia',
      period: 'Miesiąc',
      row: 'Wiersz',
      blockedPeriod: 'Zablokowany miesiąc',
      'custom.name': 'Nazwa własnego wskaźnika',
      'custom.kgCo2ePerUnit': 'kg CO2e na jednostkę',
      'custom.unit': 'Jednostka',
    },
    values: {
      yes: 'Tak',
      no: 'Nie',
      'dont-know': 'Nie wiem',
      detailed: 'Szczegółowa',
      summarized: 'Zbiorcza',
      custom: 'Własny',
    },
    units: {
      litres: 'litry',
      m3: 'm³',
      tonnes: 'tony',
      'passenger.km': 'pasażerokilometry',
      'tonne.km': 'tonokilometry',
      pieces: 'sztuki',
      'room-night': 'pokojonoce',
      m2: 'm²',
    },
  },
  en: {
    locale: 'en-GB',
    separator: ',',
    headers: {
      occurredAt: 'When (UTC)',
      actor: 'User',
      event: 'Event',
      section: 'Section',
      period: 'Month',
      field: 'Field',
      before: 'Before',
      after: 'After',
      rowId: 'Row id',
    },
    sheetName: 'Change history',
    fileName: 'change-history',
    events: {
      InitialAnswerGiven: 'Initial answer',
      ItemsChosen: 'Items chosen',
      FuelsChosen: 'Fuels or refrigerants chosen',
      PathChosen: 'Path chosen',
      RowAdded: 'Row added',
      RowUpdated: 'Value changed',
      RowDuplicated: 'Row duplicated',
      RowsDeleted: 'Rows deleted',
      RowsImported: 'Imported from a spreadsheet',
      EvidenceAttached: 'File attached',
      EvidenceRemoved: 'File removed',
      SectionReset: 'Section reset',
      GreenEnergyAnswered: 'Green energy answer',
      CustomFactorDefined: 'Custom factor defined',
      PeriodBlocked: 'Month locked',
      PeriodUnblocked: 'Month unlocked',
    },
    fields: {
      initialAnswer: 'Initial answer',
      items: 'Items',
      fuels: 'Fuels',
      refrigerants: 'Refrigerants',
      path: 'Path',
      greenEnergy: 'Green energy',
      period: 'Month',
      row: 'Row',
      blockedPeriod: 'Blocked month',
      'custom.name': 'Custom factor name',
      'custom.kgCo2ePerUnit': 'kg CO2e per unit',
      'custom.unit': 'Unit',
    },
    values: {
      yes: 'Yes',
      no: 'No',
      'dont-know': "I don't know",
      detailed: 'Detailed',
      summarized: 'Summarized',
      custom: 'Custom',
    },
    units: {
      m3: 'm³',
      pieces: 'pieces',
      'passenger.km': 'passenger-km',
      'tonne.km': 'tonne-km',
      'room-night': 'room-nights',
      m2: 'm²',
    },
  },
};
