import { excelDates } from './excel-dates.js';
import { type ScannedCell, xlsxScanner } from './xlsx-scanner.js';

const scanner = xlsxScanner(excelDates());
const LIMITS = { maxRows: 1000, maxCells: 10_000 };

/** Scans a worksheet's XML fed in chunks of `chunk` characters (every boundary a real inflate could cut). */
function rowsOf(
  xml: string,
  options: {
    strings?: string[];
    dateStyles?: boolean[];
    date1904?: boolean;
    chunk?: number;
    limits?: typeof LIMITS;
  } = {},
): ScannedCell[][] {
  const reader = scanner.sheetRows({
    strings: options.strings ?? [],
    dateStyles: options.dateStyles ?? [],
    date1904: options.date1904 ?? false,
    limits: options.limits ?? LIMITS,
    counted: { rows: 0, cells: 0 },
  });
  const out: ScannedCell[][] = [];
  const step = options.chunk ?? xml.length;
  for (let i = 0; i < xml.length; i += step) out.push(...reader.push(xml.slice(i, i + step)));
  out.push(...reader.end());
  return out;
}

const sheet = (rows: string, head = '') =>
  `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${head}<sheetData>${rows}</sheetData><pageMargins left="0.7"/></worksheet>`;

function refusalOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as { scanRefusal?: string }).scanRefusal ?? `not a refusal: ${String(error)}`;
  }
  return 'no refusal';
}

describe('xlsxScanner: worksheet rows', () => {
  const xml = sheet(
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>Zużycie &amp; &lt;paliwo&gt;</t></is></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="C2"><v>42.5</v></c><c r="D2" t="b"><v>1</v></c><c r="E2" t="e"><v>#N/A</v></c></row>' +
      '<row r="4"><c r="B4" t="str"><f>A1</f><v>line_x000D_end</v></c><c r="C4" t="s"><v>99</v></c><c r="D4"/></row>',
  );
  const expected: ScannedCell[][] = [
    ['Month', 'Zużycie & <paliwo>'],
    ['1 100,5', null, 42.5, true, null],
    [],
    [null, 'line\rend', null, null],
  ];

  it('reads shared and inline strings, numbers, booleans; errors, missing strings and blanks are null', () => {
    expect(rowsOf(xml, { strings: ['Month', '1 100,5'] })).toEqual(expected);
  });

  it('reads inline texts in the shape export writes them (row ids), the odd ones as the general reader does', () => {
    const inline = sheet(
      '<row r="1"><c r="A1" s="3" t="inlineStr"><is><t xml:space="preserve">id 1_x0041_</t></is></c>' +
        '<c r="B1" t="inlineStr"><is><t></t></is></c><c r="C1" t="inlineStr"><v>7</v></c>' +
        '<c r="D1" t="inlineStr"><is><t>a &amp; b</t></is></c></row>',
    );
    expect(rowsOf(inline, { strings: [] })).toEqual([['id 1A', '', null, 'a & b']]);
  });

  it('keeps a number typed as text as text (the domain reads "1 100,5" as a number)', () => {
    expect(rowsOf(xml, { strings: ['Month', '1 100,5'] })[1]?.[0]).toBe('1 100,5');
  });

  it('gives the same rows whatever the chunk boundaries', () => {
    for (const chunk of [1, 7, 64])
      expect(rowsOf(xml, { strings: ['Month', '1 100,5'], chunk })).toEqual(expected);
  });

  it('reads cells written without the common attribute order, with prefixes and entities', () => {
    const odd = sheet(
      '<x:row r="1"><x:c t="inlineStr" r="B1"><x:is><x:r><x:t>a</x:t></x:r><x:r><x:t xml:space="preserve"> b</x:t></x:r><x:rPh><x:t>ignored</x:t></x:rPh></x:is></x:c>' +
        '<x:c s="0" r="C1" t="str"><x:v>&#321;&#x00f3;d&#x1F600;</x:v></x:c></x:row>',
    );
    expect(rowsOf(odd)).toEqual([[null, 'a b', 'Łód😀']]);
  });

  it('numbers in a date style are dates (1900 and 1904 systems); other numbers stay numbers', () => {
    const dates = sheet(
      '<row r="1"><c r="A1" s="1"><v>45717</v></c><c r="B1" s="2"><v>45717</v></c><c r="C1" s="0"><v>45717</v></c><c r="D1" t="d"><v>2025-03-01T00:00:00Z</v></c></row>',
    );
    expect(rowsOf(dates, { dateStyles: [false, true, true] })).toEqual([
      [
        new Date('2025-03-01T00:00:00Z'),
        new Date('2025-03-01T00:00:00Z'),
        45717,
        new Date('2025-03-01T00:00:00Z'),
      ],
    ]);
    expect(
      rowsOf(sheet('<row r="1"><c r="A1" s="1"><v>0</v></c></row>'), {
        dateStyles: [false, true],
        date1904: true,
      }),
    ).toEqual([[new Date('1904-01-01T00:00:00Z')]]);
  });

  it('starts at the first row the sheet uses, or the row its dimension names', () => {
    expect(
      rowsOf(sheet('<row r="3"><c r="A3"><v>1</v></c></row><row r="5"><c r="A5"><v>2</v></c></row>')),
    ).toEqual([[1], [], [2]]);
    expect(rowsOf(sheet('<row r="3"><c r="A3"><v>1</v></c></row>', '<dimension ref="A2:B3"/>'))).toEqual([
      [],
      [1],
    ]);
  });

  it('refuses rows out of order and cells out of place or past column XFD', () => {
    expect(refusalOf(() => rowsOf(sheet('<row r="2"/><row r="1"/>')))).toBe('FILE_UNREADABLE');
    expect(refusalOf(() => rowsOf(sheet('<row r="1"><c r="B1"/><c r="A1"/></row>')))).toBe('FILE_UNREADABLE');
    expect(refusalOf(() => rowsOf(sheet('<row r="1"><c r="XFE1"><v>1</v></c></row>')))).toBe(
      'FILE_UNREADABLE',
    );
  });

  it('refuses more rows than an import takes, counting the blank rows a jump declares', () => {
    const limits = { maxRows: 3, maxCells: 100 };
    expect(rowsOf(sheet('<row r="1"/><row r="4"/>'), { limits })).toHaveLength(4);
    expect(refusalOf(() => rowsOf(sheet('<row r="1"/><row r="5"/>'), { limits }))).toBe('FILE_TOO_MANY_ROWS');
    expect(refusalOf(() => rowsOf(sheet('<row r="1"/><row r="1048576"/>')))).toBe('FILE_TOO_MANY_ROWS');
  });

  it('refuses more cells than an import reads (a row spanning to column XFD counts its blanks)', () => {
    const wide = sheet('<row r="1"><c r="XFD1"><v>1</v></c></row>');
    expect(refusalOf(() => rowsOf(wide, { limits: { maxRows: 10, maxCells: 16_383 } }))).toBe(
      'FILE_TOO_MANY_CELLS',
    );
  });

  it('refuses a huge row (an element never closed within the limit) without keeping it whole', () => {
    const huge = `<row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(9 * 1024 * 1024)}`;
    expect(refusalOf(() => rowsOf(sheet(huge), { chunk: 1024 * 1024 }))).toBe('FILE_TOO_COMPLEX');
  });

  it('refuses malformed XML that leaves a row unfinished; text that is no sheet reads as no rows', () => {
    expect(refusalOf(() => rowsOf('<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c>'))).toBe(
      'FILE_UNREADABLE',
    );
    expect(rowsOf('not xml at all <<<>>> &&&')).toEqual([]);
  });
});

describe('xlsxScanner: workbook parts', () => {
  it('reads sheet names (entities decoded), the date system and external defined names', () => {
    const book = scanner.workbook(
      '<workbook xmlns:r="r"><workbookPr date1904="1"/><sheets><sheet name="Pojazdy &amp; maszyny" sheetId="1" r:id="rId1"/><sheet name="_ghg" sheetId="2" state="hidden" r:id="rId2"/></sheets>' +
        '<definedNames><definedName name="x">[1]Sheet1!$A$1</definedName></definedNames></workbook>',
    );
    expect(book).toEqual({
      sheets: [
        { name: 'Pojazdy & maszyny', relationshipId: 'rId1' },
        { name: '_ghg', relationshipId: 'rId2' },
      ],
      date1904: true,
      externalNames: true,
    });
    expect(
      scanner.workbook('<workbook><definedName name="y">Sheet1!$A$1</definedName></workbook>'),
    ).toMatchObject({
      date1904: false,
      externalNames: false,
    });
  });

  it('resolves relationship targets against xl/ (relative, absolute, ..), external targets left out', () => {
    const rels = scanner.relationships(
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Target="/xl/worksheets/sheet2.xml"/>' +
        '<Relationship Id="rId3" Target="../xl/./worksheets/sheet3.xml"/><Relationship Id="rId4" Target="https://example.com/x" TargetMode="External"/></Relationships>',
    );
    expect([...rels]).toEqual([
      ['rId1', 'xl/worksheets/sheet1.xml'],
      ['rId2', 'xl/worksheets/sheet2.xml'],
      ['rId3', 'xl/worksheets/sheet3.xml'],
    ]);
  });

  it('knows which cell styles show dates: built-in date formats and custom ones, not numbers or text', () => {
    const styles =
      '<styleSheet><numFmts><numFmt numFmtId="164" formatCode="mm\\-yyyy"/><numFmt numFmtId="165" formatCode="#,##0.00&quot; zł&quot;"/><numFmt numFmtId="166" formatCode="[Red]0.00"/></numFmts>' +
      '<cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="166"/><xf numFmtId="49"/></cellXfs></styleSheet>';
    expect(scanner.dateStyles(styles)).toEqual([false, true, true, false, false, false]);
  });

  it('reads shared strings in chunks: rich runs joined, phonetic runs left out, empty entries kept', () => {
    const xml =
      '<sst count="4" uniqueCount="4"><si><t>Benzyna</t></si><si><r><t>Ole</t></r><r><rPr><b/></rPr><t>j &amp; gaz</t></r><rPh><t>x</t></rPh></si><si/><si><t xml:space="preserve"> 1 100,5 </t></si></sst>';
    for (const step of [1, 5, xml.length]) {
      const reader = scanner.sharedStrings(10);
      for (let i = 0; i < xml.length; i += step) reader.push(xml.slice(i, i + step));
      expect(reader.end()).toEqual(['Benzyna', 'Olej & gaz', '', ' 1 100,5 ']);
    }
  });

  it('refuses more shared strings than an import takes, whatever the table declares', () => {
    const reader = scanner.sharedStrings(2);
    expect(
      refusalOf(() =>
        reader.push('<sst uniqueCount="1"><si><t>a</t></si><si><t>b</t></si><si><t>c</t></si></sst>'),
      ),
    ).toBe('FILE_TOO_MANY_STRINGS');
  });
});
