import type { ReportLanguage, ShortReportContent } from '@ghg/domain';
import { ACCENT, MUTED, reportDocument } from './pdf-writer.js';
import { SHORT_REPORT_TEXTS, type ShortReportTexts } from './short-report-texts.js';

function periodText(content: ShortReportContent, t: ShortReportTexts): string {
  const { choice, from, to } = content.period;
  const month = (m: string) => `${m.slice(5, 7)}-${m.slice(0, 4)}`;
  return `${from === null ? t.fromTheBeginning : month(from)} – ${month(to)} (${t.periodChoice[choice]})`;
}

/**
 * The short report as a PDF (A4): organization, period, the three totals of the dashboard, then each scope with
 * its sections, then the total by location when the organization has locations. Fonts are subset into the file, so it reads the same everywhere.
 */
export async function renderShortReportPdf(
  content: ShortReportContent,
  language: ReportLanguage,
): Promise<Uint8Array> {
  const t = SHORT_REPORT_TEXTS[language];
  const tonnes = new Intl.NumberFormat(t.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const ratio = new Intl.NumberFormat(t.locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const percent = new Intl.NumberFormat(t.locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const generatedAt = new Date(content.generatedAt);

  const { doc, w } = await reportDocument({
    title: `${t.title} – ${content.organizationName}`,
    subject: `${t.subtitle}. ${periodText(content, t)}`,
    language,
    createdAt: generatedAt,
  });

  w.text(t.title, { size: 20, bold: true, colour: ACCENT });
  w.text(t.subtitle, { size: 11, colour: MUTED });
  w.space(8);
  w.text(`${t.organization}: ${content.organizationName}`, { size: 12, bold: true });
  w.text(`${t.period}: ${periodText(content, t)}`);
  w.text(
    `${t.generatedAt}: ${generatedAt.toLocaleString(t.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`,
    { colour: MUTED },
  );
  w.space(10);
  w.rule();
  const perUnit = (value: number | null) =>
    value === null ? t.insufficient : `${ratio.format(value)} t CO₂e`;
  w.row(t.total, [`${tonnes.format(content.totalTonnes)} t CO₂e`], { bold: true, size: 12 });
  w.row(t.perEmployee, [perUnit(content.perEmployeeTonnes)]);
  w.row(t.perThousandEur, [perUnit(content.perThousandEurTonnes)]);
  w.rule();
  w.space(8);

  if (content.totalTonnes === 0) w.text(t.noData, { size: 11, colour: MUTED });
  w.row(t.section, [t.emissions, t.share], { bold: true, size: 9 });
  w.rule();
  for (const scope of content.scopes) {
    w.space(6);
    w.row(t.scopes[scope.scope], [tonnes.format(scope.tonnes), `${percent.format(scope.share)} %`], {
      bold: true,
      size: 11,
    });
    for (const section of scope.sections) {
      w.row(section.label[language], [tonnes.format(section.tonnes), `${percent.format(section.share)} %`], {
        indent: 14,
      });
    }
    if (scope.scope === 'scope2') {
      // Dual reporting (GHG Protocol Scope 2 guidance): both methods, each labelled, whichever the table follows.
      w.row(t.scope2LocationBased, [`${tonnes.format(content.scope2Tonnes.location)} t CO₂e`], {
        indent: 14,
      });
      w.row(t.scope2MarketBased, [`${tonnes.format(content.scope2Tonnes.market)} t CO₂e`], { indent: 14 });
    }
    w.rule();
  }
  if (content.locations.length > 0) {
    // Locations as departments: the same total, split by the location each row names.
    w.space(10);
    w.row(t.byLocation, [t.emissions, t.share], { bold: true, size: 11 });
    w.rule();
    for (const location of content.locations)
      w.row(
        location.name ?? t.noLocation,
        [tonnes.format(location.tonnes), `${percent.format(location.share)} %`],
        {
          indent: 14,
        },
      );
    w.rule();
  }
  w.space(12);
  w.text(content.scope2Method === 'market' ? t.scope2Market : t.scope2Location, { size: 9, colour: MUTED });
  w.paragraph(t.fullReportNote, { size: 9, colour: MUTED });
  return doc.save();
}

/** e.g. raport-sladu-weglowego-2025-01-2025-12.pdf */
export function shortReportFileName(content: ShortReportContent, language: ReportLanguage): string {
  const from = content.period.from ?? 'start';
  return `${SHORT_REPORT_TEXTS[language].fileName}-${from}-${content.period.to}.pdf`;
}
