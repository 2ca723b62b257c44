import type { AnswerAuditEntryView } from '@ghg/contracts';
import { auditCsv, BOM, csvCell } from './answer-audit-csv.js';
import { auditExportRows } from './audit-export-rows.js';
import { AUDIT_EXPORT_TEXTS } from './audit-export-texts.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface WebAuditTexts {
  events: Record<string, string>;
  values: Record<string, string>;
  fields: Record<string, unknown>;
}
const webTexts = (lang: string) =>
  JSON.parse(
    readFileSync(join(process.cwd(), `apps/web/src/i18n/${lang}/audit.json`), 'utf8'),
  ) as WebAuditTexts;
const plAudit = webTexts('pl');
const enAudit = webTexts('en');

const entry = (partial: Partial<AnswerAuditEntryView>): AnswerAuditEntryView => ({
  id: 'e:0',
  position: '7',
  occurredAt: '2025-03-01T10:00:00.000Z',
  actorId: 'u1',
  actorName: 'Anna Demo',
  eventType: 'RowUpdated',
  questionId: 'vehicles',
  rowId: 'r1',
  period: '2025-03',
  field: 'consumption',
  before: '120.5',
  after: '150',
  ...partial,
});

describe('audit export cells', () => {
  it('leaves plain text and numbers as they are, empty for null', () => {
    expect(csvCell('RowAdded')).toBe('RowAdded');
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('-12,5', ';')).toBe('-12,5');
    expect(csvCell(null)).toBe('');
  });

  it('quotes the separator, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('120,5', ';')).toBe('120,5');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a;b', ',')).toBe('a;b');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from running a value as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+48 600')).toBe("'+48 600");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
});

describe('audit export rows', () => {
  it('writes localized headers, event names, section, field and values in words, months as MM-YYYY', () => {
    const [header, row] = auditExportRows([entry({})], 'pl');
    expect(header![0]).toBe('Kiedy (UTC)');
    expect(row).toEqual([
      '2025-03-01 10:00:00',
      'Anna Demo',
      'Zmieniono wartość',
      'Pojazdy',
      '03-2025',
      'Zużycie',
      '120,5',
      '150',
      'r1',
    ]);
    const [, en] = auditExportRows([entry({})], 'en');
    expect(en!.slice(2, 8)).toEqual(['Value changed', 'Vehicles', '03-2025', 'Consumption', '120.5', '150']);
  });

  it('names options by their label, never as a JSON-quoted code', () => {
    const [, fuel] = auditExportRows([entry({ field: 'fuelType', before: null, after: '"diesel"' })], 'en');
    expect(fuel!.slice(5, 8)).toEqual(['Fuel type', '—', 'Diesel (average biofuel blend)']);
    const [, answer] = auditExportRows(
      [entry({ eventType: 'InitialAnswerGiven', field: 'initialAnswer', before: null, after: '"yes"' })],
      'pl',
    );
    expect(answer!.slice(2, 8)).toEqual([
      'Odpowiedź na pytanie wstępne',
      'Pojazdy',
      '03-2025',
      'Odpowiedź wstępna',
      '—',
      'Tak',
    ]);
  });

  it('writes a CSV Excel opens as UTF-8: BOM, the language separator, CRLF lines', () => {
    const rows = auditExportRows([entry({})], 'pl');
    const csv = auditCsv(rows, AUDIT_EXPORT_TEXTS.pl.separator);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(
      '2025-03-01 10:00:00;Anna Demo;Zmieniono wartość;Pojazdy;03-2025;Zużycie;120,5;150;r1',
    );
  });

  it("uses the web's own words for events and answers, in both languages", () => {
    for (const [lang, web] of [
      ['pl', plAudit],
      ['en', enAudit],
    ] as const) {
      const t = AUDIT_EXPORT_TEXTS[lang];
      expect(t.events).toEqual(web.events);
      expect(t.values.yes).toBe(web.values.yes);
      expect(t.values['dont-know']).toBe(web.values['dont-know']);
      expect(t.fields['initialAnswer']).toBe(web.fields.initialAnswer);
    }
  });
});
