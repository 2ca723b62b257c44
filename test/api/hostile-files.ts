/**
 * Test support (not a test, not built into a route): workbooks an attacker would upload, generated in the test
 * run so no binary fixture has to be trusted. A minimal zip writer lets a test declare sizes the data does not
 * have, add parts Excel would (macros, external links) or inflate to far more than a workbook holds.
 */
import * as XLSX from '@e965/xlsx';
import { deflateRawSync } from 'node:zlib';

interface Part {
  name: string;
  data: Buffer;
  /** Declared uncompressed size when it should lie (default: the real size). */
  declaredSize?: number;
  encrypted?: boolean;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip of deflated parts with their central directory. */
export function zipOf(parts: readonly Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const compressed = deflateRawSync(part.data);
    const size = part.declaredSize ?? part.data.length;
    const flags = part.encrypted ? 1 : 0;
    const crc = crc32(part.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);

/** The parts of a one-sheet .xlsx SheetJS reads, plus the extra parts given. */
export function xlsxWith(extra: Part[], sheetXml?: string): Buffer {
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
          'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
          '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
          '</Relationships>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xml(
        sheetXml ??
          '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1"/>' +
            '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>',
      ),
    },
    ...extra,
  ]);
}

export const HOSTILE = {
  /** A part inflating 1000-fold to 20 MB: the shape of a zip bomb (a real one nests or goes to gigabytes). */
  zipBomb: () => xlsxWith([{ name: 'xl/media/padding.bin', data: Buffer.alloc(20 * 1024 * 1024) }]),
  /** A sheet declaring A1:XFD61036, about 10^9 cells, with one cell in it. */
  billionCells: () =>
    xlsxWith(
      [],
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:XFD61036"/>' +
        '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>',
    ),
  /** A shared-string table announcing five million entries. */
  hugeSharedStrings: () =>
    xlsxWith([
      {
        name: 'xl/sharedStrings.xml',
        data: xml(
          '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="5000000" uniqueCount="5000000">' +
            '<si><t>a</t></si></sst>',
        ),
      },
    ]),
  macros: () => xlsxWith([{ name: 'xl/vbaProject.bin', data: Buffer.from('VBA') }]),
  externalLinks: () =>
    xlsxWith([{ name: 'xl/externalLinks/externalLink1.xml', data: xml('<externalLink/>') }]),
  /** A zip whose parts carry the encryption flag (classic zip encryption). */
  zipEncrypted: () => xlsxWith([{ name: 'xl/styles.xml', data: xml('<styleSheet/>'), encrypted: true }]),
  /** An Office-encrypted workbook: an OLE compound file with EncryptionInfo and EncryptedPackage streams. */
  officeEncrypted: () =>
    cfbWith({ '/EncryptionInfo': Buffer.alloc(64, 1), '/EncryptedPackage': Buffer.alloc(512, 2) }),
  /** An .xls with a VBA project storage beside its Workbook stream. */
  xlsMacros: () =>
    cfbWith({
      '/Workbook': Buffer.alloc(512, 0),
      '/_VBA_PROJECT_CUR/VBA/dir': Buffer.from('Attribute VB_Name'),
    }),
  notAWorkbook: () => Buffer.from('name;amount\nfuel;12\n'),
  zipWithoutWorkbook: () => zipOf([{ name: 'word/document.xml', data: xml('<document/>') }]),
};

function cfbWith(streams: Record<string, Buffer>): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  for (const [path, data] of Object.entries(streams)) XLSX.CFB.utils.cfb_add(cfb, path, data);
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}
