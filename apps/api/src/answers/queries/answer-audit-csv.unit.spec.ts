import { answerAuditCsv, csvCell } from './answer-audit-csv.js';

describe('answer audit CSV cells', () => {
  it('leaves plain text and numbers as they are, empty for null', () => {
    expect(csvCell('RowAdded')).toBe('RowAdded');
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
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

  it('writes the header and one CRLF line per entry', () => {
    const csv = answerAuditCsv([
      {
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
        before: '120',
        after: '150',
      },
    ]);
    expect(csv).toBe(
      'occurredAt,actor,eventType,section,rowId,period,field,before,after\r\n' +
        '2025-03-01T10:00:00.000Z,Anna Demo,RowUpdated,vehicles,r1,2025-03,consumption,120,150\r\n',
    );
  });
});
