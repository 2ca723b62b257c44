// Writes the two instruction PDFs in public/docs (one per language) as plain PDF 1.4 with a built-in font.
// Polish letters are mapped to the standard glyph names through a custom encoding, so no font is embedded.
// Run: node apps/web/scripts/write-instruction-pdfs.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const POLISH = [
  '„',
  '”',
  'ą',
  'ć',
  'ę',
  'ł',
  'ń',
  'ó',
  'ś',
  'ź',
  'ż',
  'Ą',
  'Ć',
  'Ę',
  'Ł',
  'Ń',
  'Ó',
  'Ś',
  'Ź',
  'Ż',
  '–',
  '→',
];
const GLYPHS = [
  'quotedblbase',
  'quotedblright',
  'aogonek',
  'cacute',
  'eogonek',
  'lslash',
  'nacute',
  'oacute',
  'sacute',
  'zacute',
  'zdotaccent',
  'Aogonek',
  'Cacute',
  'Eogonek',
  'Lslash',
  'Nacute',
  'Oacute',
  'Sacute',
  'Zacute',
  'Zdotaccent',
  'endash',
  'arrowright',
];
const FIRST_CODE = 128;

function encode(text) {
  let out = '';
  for (const ch of text) {
    const index = POLISH.indexOf(ch);
    if (index >= 0) out += `\\${(FIRST_CODE + index).toString(8)}`;
    else if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (ch.charCodeAt(0) < 128) out += ch;
    else throw new Error(`no glyph for ${ch}`);
  }
  return out;
}

function pdf(title, paragraphs) {
  const lines = [];
  let y = 780;
  lines.push(`BT /F2 18 Tf 56 ${y} Td (${encode(title)}) Tj ET`);
  y -= 36;
  for (const paragraph of paragraphs) {
    const bold = paragraph.startsWith('# ');
    const words = (bold ? paragraph.slice(2) : paragraph).split(' ');
    let line = '';
    const flush = () => {
      lines.push(`BT /${bold ? 'F2' : 'F1'} 11 Tf 56 ${y} Td (${encode(line.trim())}) Tj ET`);
      y -= 16;
      line = '';
    };
    for (const word of words) {
      if ((line + word).length > 88) flush();
      line += `${word} `;
    }
    if (line.trim()) flush();
    y -= 8;
  }
  const content = lines.join('\n');
  const differences = `[${FIRST_CODE} ${GLYPHS.map((g) => `/${g}`).join(' ')}]`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 7 0 R >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 7 0 R >>`,
    `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${differences} >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PL = [
  'GHG Ledger liczy ślad węglowy firmy (w tonach CO2e) zgodnie z GHG Protocol: zakres I – emisje bezpośrednie, zakres II – zakupiona energia elektryczna i ciepło, zakres III – pozostałe emisje pośrednie w 16 kategoriach.',
  '# 1. Logowanie',
  'Zaloguj się przyciskiem „Zaloguj się”. Język zmienisz przełącznikiem Polski/English w górnym pasku; wybór zapamiętujemy.',
  '# 2. Pytania wstępne',
  'Otwórz Firma > Pytania wstępne. Podaj branżę, kraj, wielkość firmy i roczny przychód – na ich podstawie porównujemy Cię z firmami z tego samego sektora. Opis działalności może mieć najwyżej 500 znaków. Kliknij „Zapisz”. Panel Historia zmian pokazuje, kto, kiedy i co zmienił.',
  '# 3. Dane o działalności',
  'Przycisk „Dodaj dane” prowadzi do listy sekcji każdego zakresu. Każda sekcja ma kreator: pytanie tak/nie, wybór pozycji, ścieżka szczegółowa lub uproszczona i wprowadzenie danych.',
  '# 4. Wyniki i raporty',
  'Pulpit pokazuje sumę śladu, ślad na pracownika i na 1000 EUR przychodu. Krótki raport PDF pobierzesz od razu; pełny raport przygotowujemy w 2–3 dni robocze.',
  'Pytania? Napisz do wsparcia z menu Konto > Wsparcie.',
];
const EN = [
  'GHG Ledger calculates your company carbon footprint (in tonnes CO2e) following the GHG Protocol: Scope I - direct emissions, Scope II - purchased electricity and heat, Scope III - other indirect emissions in 16 categories.',
  '# 1. Logging in',
  'Use the "Log in" button. Change the language with the Polski/English switch in the top bar; we remember your choice.',
  '# 2. Initial questions',
  'Open Company > Initial questions. Give your industry, country, company size and annual revenue: they let us compare you with companies of the same sector. The description can have at most 500 characters. Click "Save". The History panel shows who changed what and when.',
  '# 3. Activity data',
  '"Add the data" leads to the list of sections of each scope. Every section has a wizard: a yes/no question, choosing items, a detailed or summarized path, and data entry.',
  '# 4. Results and reports',
  'The dashboard shows the total footprint, the footprint per employee and per 1000 EUR of revenue. The short PDF report downloads at once; the full report is prepared within 2-3 business days.',
  'Questions? Write to support from the Account > Support menu.',
];

const docs = fileURLToPath(new URL('../public/docs/', import.meta.url));
writeFileSync(`${docs}instrukcja-pl.pdf`, pdf('GHG Ledger – instrukcja obsługi', PL));
writeFileSync(`${docs}instructions-en.pdf`, pdf('GHG Ledger - how to use it', EN));
