import type { VsmeClimateView } from '@ghg/contracts';
import { type ReportLanguage, vsmeDrillDown } from '@ghg/domain';
import { ACCENT, MUTED, reportDocument } from '../pdf-writer.js';
import { VSME_CLIMATE_TEXTS } from './vsme-climate-texts.js';

/** Where the figures link to: the organization's breakdown pages on the app's public address. */
export interface VsmeLinkBase {
  organizationId: string;
  publicUrl: string;
}

/**
 * The VSME climate section as a PDF (A4): every B3 and C3 datapoint with its paragraph id, each figure a link to
 * its breakdown in the app (the workbook's "Drill-down" page, vsmeDrillDown), then the data-quality mix and the
 * PCAF score, so a bank reads the figures and how reliable they are on one page.
 */
export async function renderVsmeClimatePdf(
  view: VsmeClimateView,
  language: ReportLanguage,
  links: VsmeLinkBase,
): Promise<Uint8Array> {
  const t = VSME_CLIMATE_TEXTS[language];
  const generatedAt = new Date(view.generatedAt);
  const { doc, w } = await reportDocument({
    title: `${t.title} – ${view.organizationName}`,
    subject: t.subtitle(view.year),
    language,
    createdAt: generatedAt,
  });
  const figure = new Intl.NumberFormat(t.locale, { maximumFractionDigits: 3, minimumFractionDigits: 3 });
  const intensity = new Intl.NumberFormat(t.locale, { maximumSignificantDigits: 4 });
  const percent = new Intl.NumberFormat(t.locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

  w.text(t.title, { size: 16, bold: true, colour: ACCENT });
  w.paragraph(t.subtitle(view.year), { size: 10, colour: MUTED });
  w.space(6);
  w.text(`${t.organization}: ${view.organizationName}`, { size: 12, bold: true });
  w.text(
    `${t.generatedAt}: ${generatedAt.toLocaleString(t.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`,
    { colour: MUTED },
  );
  w.space(8);
  w.row(t.datapoint, [t.value], { bold: true, size: 9 });
  w.rule();
  let targetsHeading = false;
  for (const d of view.datapoints) {
    if (d.id.startsWith('C3') && !targetsHeading) {
      targetsHeading = true;
      w.rule();
      w.row(t.targets, [], { bold: true, size: 9 });
    }
    const value =
      d.value === null
        ? t.notAvailable
        : d.unit === 'year'
          ? String(d.value)
          : d.unit === '%'
            ? `${percent.format(d.value)} %`
            : `${d.unit.includes('EUR') ? intensity.format(d.value) : figure.format(d.value)} ${d.unit}`;
    const link =
      d.value === null
        ? undefined
        : links.publicUrl + vsmeDrillDown(d.id, links.organizationId, view.year, language).page;
    w.row(`${d.id}  ${d.label[language]}`, [value], { size: 9, link });
  }
  w.rule();
  w.space(10);
  w.text(t.dataQuality, { size: 12, bold: true });
  const score = new Intl.NumberFormat(t.locale, { maximumFractionDigits: 1 });
  w.row(t.pcafScore, [score.format(view.dataQuality.score)], { bold: true });
  w.row(t.verifiedShare, [`${percent.format(view.dataQuality.verifiedShare)} %`]);
  for (const o of view.dataQuality.origins) {
    w.row(t.origins[o.origin], [`${figure.format(o.tonnes)} t CO₂e`, `${percent.format(o.share)} %`], {
      indent: 14,
    });
  }
  w.space(10);
  if (view.intensity === null) w.paragraph(t.noTurnover, { size: 9, colour: MUTED });
  if (view.energy.gaps.length > 0) w.paragraph(t.gaps(view.energy.gaps.length), { size: 9, colour: MUTED });
  w.paragraph(t.links, { size: 9, colour: MUTED });
  w.paragraph(t.method, { size: 9, colour: MUTED });
  return doc.save();
}

/** e.g. vsme-klimat-2025.pdf */
export const vsmeClimateFileName = (year: number, language: ReportLanguage) =>
  `${VSME_CLIMATE_TEXTS[language].fileName}-${year}.pdf`;
