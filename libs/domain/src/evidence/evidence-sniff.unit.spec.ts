import { declaredPixels, sniffEvidence } from './evidence-sniff.js';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const png = (width: number, height: number) => {
  const head = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return new Uint8Array(head);
};
const jpeg = (width: number, height: number) => {
  const b = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0, 0, 0,
  ]);
  b.writeUInt16BE(height, 13);
  b.writeUInt16BE(width, 15);
  return new Uint8Array(b);
};

describe('evidence files known by their bytes, hostile ones refused', () => {
  it('a plain PDF and images of a scan’s size are kept, typed by content', () => {
    expect(sniffEvidence(bytes('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'))).toEqual({
      ok: true,
      mediaType: 'application/pdf',
    });
    expect(sniffEvidence(png(2480, 3508))).toEqual({ ok: true, mediaType: 'image/png' });
    expect(sniffEvidence(jpeg(4000, 3000))).toEqual({ ok: true, mediaType: 'image/jpeg' });
    expect(declaredPixels(jpeg(4000, 3000), 'image/jpeg')).toBe(12_000_000);
  });

  it('refuses what is neither (a spreadsheet, text, an empty file)', () => {
    expect(sniffEvidence(bytes('PK\u0003\u0004 workbook'))).toEqual({ ok: false, refusal: 'EVIDENCE_TYPE' });
    expect(sniffEvidence(bytes('invoice total 100'))).toEqual({ ok: false, refusal: 'EVIDENCE_TYPE' });
    expect(sniffEvidence(new Uint8Array())).toEqual({ ok: false, refusal: 'EVIDENCE_EMPTY' });
  });

  it('refuses encrypted PDFs and PDFs with scripts, launch actions or attachments', () => {
    expect(sniffEvidence(bytes('%PDF-1.4\ntrailer << /Encrypt 5 0 R >>'))).toEqual({
      ok: false,
      refusal: 'EVIDENCE_ENCRYPTED',
    });
    for (const name of ['/JavaScript', '/JS (app.alert(1))', '/Launch', '/EmbeddedFile'])
      expect(sniffEvidence(bytes(`%PDF-1.4\n1 0 obj << /OpenAction << /S ${name} >> >>`))).toEqual({
        ok: false,
        refusal: 'EVIDENCE_ACTIVE_CONTENT',
      });
    // A name that only starts like one is no script.
    expect(sniffEvidence(bytes('%PDF-1.4\n<< /JSomething 1 >>')).ok).toBe(true);
  });

  it('refuses an image declaring more pixels than any scan (a decompression bomb) and a broken header', () => {
    expect(sniffEvidence(png(50_000, 50_000))).toEqual({ ok: false, refusal: 'EVIDENCE_IMAGE_TOO_LARGE' });
    expect(sniffEvidence(png(1, 1).subarray(0, 12))).toEqual({ ok: false, refusal: 'EVIDENCE_TYPE' });
  });
});
