import { describe, expect, it } from 'vitest';
import type { QuestionCatalogueView } from '@ghg/contracts';
import en from '../../i18n/en/audit.json';
import pl from '../../i18n/pl/audit.json';
import type { AnswerAuditEntry } from './answer-audit.query';
import {
  actorsOf,
  describeChange,
  eventLabel,
  formatPeriod,
  groupAnswerEvents,
  orderedEntries,
  sectionLabel,
  sharedPeriod,
  type AuditTranslate,
  type HistoryWording,
} from './answer-history';

/** i18next's lookup and {{name}} interpolation over the real message file, so the tests read the real words. */
function translator(messages: unknown): AuditTranslate {
  return (key, options = {}) => {
    let node: unknown = messages;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') return options.defaultValue ?? key;
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  };
}

const label = (en: string, pl: string) => ({ en, pl });

const catalogue: QuestionCatalogueView = {
  sections: [
    {
      key: 'vehicles',
      scope: 'scope-1',
      ghgCategory: null,
      label: label('Vehicles', 'Pojazdy'),
      question: label('Do you have vehicles?', 'Czy masz pojazdy?'),
      steps: ['initial-question', 'choose-items', 'choose-fuels', 'data-entry'],
      itemOptions: 'vehicle-kinds',
      tables: [
        {
          key: 'vehicle-fuel',
          label: label('Fuel used', 'Zużyte paliwo'),
          columns: [
            {
              key: 'fuel',
              label: label('Fuel', 'Paliwo'),
              valueType: 'option',
              options: 'fuels',
              units: null,
              required: true,
            },
            {
              key: 'quantity',
              label: label('Quantity', 'Ilość'),
              valueType: 'number',
              options: null,
              units: null,
              required: true,
            },
            {
              key: 'unit',
              label: label('Unit', 'Jednostka'),
              valueType: 'unit',
              options: null,
              units: ['litres', 'passenger.km'],
              required: true,
            },
            {
              key: 'purchasedOn',
              label: label('Purchase date', 'Data zakupu'),
              valueType: 'date',
              options: null,
              units: null,
              required: false,
            },
          ],
        },
      ],
    },
  ],
  optionLists: {
    fuels: [
      { key: 'diesel', label: label('Diesel', 'Olej napędowy') },
      { key: 'petrol', label: label('Petrol', 'Benzyna') },
    ],
    'vehicle-kinds': [{ key: 'passenger-car', label: label('Passenger car', 'Samochód osobowy') }],
  },
};

const english: HistoryWording = { locale: 'en', t: translator(en), catalogue };
const polish: HistoryWording = { locale: 'pl', t: translator(pl), catalogue };

function entry(partial: Partial<AnswerAuditEntry>): AnswerAuditEntry {
  return {
    id: '1',
    position: '10',
    occurredAt: '2026-11-20T10:00:00.000Z',
    actorId: 'u1',
    actorName: 'Anna Nowak',
    eventType: 'RowUpdated',
    questionId: 'vehicles',
    rowId: 'r1',
    period: '2025-03',
    field: 'quantity',
    before: null,
    after: null,
    ...partial,
  };
}

describe('describeChange', () => {
  it('names a column by its catalogue label and writes numbers the way the language does', () => {
    const change = entry({ field: 'quantity', before: '1200.5', after: '1300' });
    expect(describeChange(english, change)).toEqual({ field: 'Quantity', before: '1,200.5', after: '1,300' });
    expect(describeChange(polish, change)).toEqual({ field: 'Ilość', before: '1200,5', after: '1300' });
  });

  it('shows option labels instead of keys and a dash for an empty value', () => {
    const change = entry({ eventType: 'RowAdded', field: 'fuel', before: null, after: '"diesel"' });
    expect(describeChange(polish, change)).toEqual({ field: 'Paliwo', before: '—', after: 'Olej napędowy' });
  });

  it('writes months as MM-YYYY and lists wizard choices by label', () => {
    expect(
      describeChange(english, entry({ field: 'period', before: '"2025-02"', after: '"2025-03"' })),
    ).toEqual({
      field: 'Month',
      before: '02-2025',
      after: '03-2025',
    });
    const items = entry({
      eventType: 'ItemsChosen',
      field: 'items',
      before: '[]',
      after: '["passenger-car"]',
    });
    expect(describeChange(english, items)).toEqual({ field: 'Items', before: '—', after: 'Passenger car' });
    const fuels = entry({
      eventType: 'FuelsChosen',
      field: 'fuels',
      before: '["petrol"]',
      after: '["diesel","petrol"]',
    });
    expect(describeChange(polish, fuels).after).toBe('Olej napędowy, Benzyna');
  });

  it('words the wizard answers and the deleted row’s table', () => {
    const initial = entry({ eventType: 'InitialAnswerGiven', field: 'initialAnswer', after: '"yes"' });
    expect(describeChange(polish, initial)).toEqual({
      field: 'Odpowiedź wstępna',
      before: '—',
      after: 'Tak',
    });
    const deleted = entry({ eventType: 'RowsDeleted', field: 'row', before: '"vehicle-fuel"', after: null });
    expect(describeChange(english, deleted)).toEqual({ field: 'Row', before: 'Fuel used', after: '—' });
    const path = entry({ eventType: 'PathChosen', field: 'path', before: null, after: '"summarized"' });
    expect(describeChange(english, path).after).toBe('Summarized');
  });

  it('words units in the page’s language', () => {
    const unit = entry({ eventType: 'RowAdded', field: 'unit', after: '"litres"' });
    expect(describeChange(polish, unit)).toEqual({ field: 'Jednostka', before: '—', after: 'litry' });
    expect(describeChange(english, entry({ field: 'unit', after: '"passenger.km"' })).after).toBe(
      'passenger-km',
    );
    expect(describeChange(english, entry({ field: 'unit', after: '"furlongs"' })).after).toBe('furlongs');
  });

  it('names a custom option and formats dates of date columns', () => {
    expect(describeChange(english, entry({ field: 'fuel', after: '"custom:bio-1"' })).after).toBe(
      'Custom (bio-1)',
    );
    expect(describeChange(english, entry({ field: 'purchasedOn', after: '"2025-03-05"' })).after).toBe(
      'Mar 5, 2025',
    );
  });

  it('falls back to keys while the catalogue is not loaded, and for unknown fields', () => {
    const bare: HistoryWording = { ...english, catalogue: null };
    expect(describeChange(bare, entry({ field: 'fuel', after: '"diesel"' }))).toEqual({
      field: 'fuel',
      before: '—',
      after: 'diesel',
    });
    expect(describeChange(english, entry({ field: 'mystery', after: 'true' })).after).toBe('Yes');
  });
});

describe('labels of events, sections and months', () => {
  it('words each event type in both languages', () => {
    expect(eventLabel(english, 'RowAdded')).toBe('Row added');
    expect(eventLabel(english, 'RowUpdated')).toBe('Value changed');
    expect(eventLabel(english, 'RowsDeleted')).toBe('Rows deleted');
    expect(eventLabel(english, 'InitialAnswerGiven')).toBe('Initial answer');
    expect(eventLabel(polish, 'RowAdded')).toBe('Dodano wiersz');
    expect(eventLabel(polish, 'SomethingNew')).toBe('SomethingNew');
  });

  it('labels sections from the catalogue', () => {
    expect(sectionLabel(polish, 'vehicles')).toBe('Pojazdy');
    expect(sectionLabel(english, 'unknown-section')).toBe('unknown-section');
    expect(sectionLabel(english, null)).toBe('—');
  });

  it('formats YYYY-MM months and leaves other text alone', () => {
    expect(formatPeriod('2025-03')).toBe('03-2025');
    expect(formatPeriod('March')).toBe('March');
  });
});

describe('groupAnswerEvents', () => {
  it('gathers the lines of one event and puts the newest event first', () => {
    const groups = groupAnswerEvents([
      entry({ id: 'a', position: '9', eventType: 'RowAdded', field: 'period' }),
      entry({ id: 'b', position: '100', eventType: 'RowUpdated', field: 'quantity' }),
      entry({ id: 'c', position: '9', eventType: 'RowAdded', field: 'fuel' }),
    ]);
    expect(groups.map((g) => [g.position, g.eventType, g.entries.map((e) => e.id)])).toEqual([
      ['100', 'RowUpdated', ['b']],
      ['9', 'RowAdded', ['a', 'c']],
    ]);
  });
});

describe('actorsOf', () => {
  it('lists each actor once, by name', () => {
    const actors = actorsOf(
      [
        entry({ actorId: 'u2', actorName: 'Zofia Wójcik' }),
        entry({ actorId: 'u1', actorName: 'Anna Nowak' }),
        entry({ actorId: 'u2', actorName: 'Zofia Wójcik' }),
      ],
      'pl',
    );
    expect(actors).toEqual([
      { id: 'u1', name: 'Anna Nowak' },
      { id: 'u2', name: 'Zofia Wójcik' },
    ]);
  });
});

describe('orderedEntries and sharedPeriod', () => {
  it('puts the month first and the columns in catalogue order, unknown fields last', () => {
    const [group] = groupAnswerEvents([
      entry({ id: 'q', eventType: 'RowDuplicated', field: 'quantity' }),
      entry({ id: 'x', eventType: 'RowDuplicated', field: 'mystery' }),
      entry({ id: 'p', eventType: 'RowDuplicated', field: 'period' }),
      entry({ id: 'f', eventType: 'RowDuplicated', field: 'fuel' }),
    ]);
    expect(orderedEntries(english, group!).map((e) => e.id)).toEqual(['p', 'f', 'q', 'x']);
    expect(sharedPeriod(group!)).toBe('2025-03');
  });

  it('has no shared month when an event spans several or none', () => {
    const [deleted] = groupAnswerEvents([
      entry({ id: 'a', eventType: 'RowsDeleted', period: '2025-03' }),
      entry({ id: 'b', eventType: 'RowsDeleted', period: '2025-04' }),
    ]);
    expect(sharedPeriod(deleted!)).toBeNull();
    const [setting] = groupAnswerEvents([entry({ eventType: 'PathChosen', field: 'path', period: null })]);
    expect(sharedPeriod(setting!)).toBeNull();
  });
});
