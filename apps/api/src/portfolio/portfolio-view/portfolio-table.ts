import type { PortfolioView } from '@ghg/contracts';

export type PortfolioLang = 'pl' | 'en';
type Cell = string | number | null;

const HEADERS: Record<PortfolioLang, readonly string[]> = {
  pl: [
    'Firma',
    'Rok',
    'Migawka nr',
    'Data migawki',
    'Zakres 1 [t CO2e]',
    'Zakres 2 lokalizacyjny [t CO2e]',
    'Zakres 2 rynkowy [t CO2e]',
    'Energia [MWh]',
    'Przedział przychodów',
    'Jakość danych (PCAF 1–5)',
    'Udział zweryfikowany',
    'Zamknięte miesiące',
    'Zmiany względem poprzedniej migawki',
  ],
  en: [
    'Company',
    'Year',
    'Snapshot no.',
    'Snapshot date',
    'Scope 1 [t CO2e]',
    'Scope 2 location-based [t CO2e]',
    'Scope 2 market-based [t CO2e]',
    'Energy [MWh]',
    'Revenue band',
    'Data quality (PCAF 1–5)',
    'Verified share',
    'Locked months',
    'Changes against the previous snapshot',
  ],
};

const TOTAL: Record<PortfolioLang, (year: number, companies: number) => string> = {
  pl: (year, companies) => `Razem ${year} (${companies} firm)`,
  en: (year, companies) => `Total ${year} (${companies} companies)`,
};
const NO_SNAPSHOT: Record<PortfolioLang, string> = {
  pl: 'brak zamkniętego miesiąca',
  en: 'no locked month yet',
};

/**
 * The portfolio as one table (header, a line per company and year, then the totals per year), the same for the
 * CSV and the .xlsx export. Numbers stay numbers; the CSV writes them in the language's decimal format.
 */
export function portfolioTable(
  view: PortfolioView,
  lang: PortfolioLang,
): { header: string[]; rows: Cell[][] } {
  const rows: Cell[][] = view.rows.map((r) => {
    const f = r.figures;
    return [
      r.organizationName,
      r.year,
      r.snapshotNumber,
      r.takenAt?.slice(0, 10) ?? NO_SNAPSHOT[lang],
      f?.scope1Tonnes ?? null,
      f?.scope2LocationTonnes ?? null,
      f?.scope2MarketTonnes ?? null,
      f?.energyMwh ?? null,
      f?.revenueBand ?? null,
      f?.dataQualityScore ?? null,
      f?.verificationShare ?? null,
      r.lockedPeriods.join(' '),
      r.diff.map((d) => `${d.field}: ${d.before ?? '–'} → ${d.after ?? '–'}`).join('; '),
    ];
  });
  for (const t of view.totals) {
    rows.push([
      TOTAL[lang](t.year, t.companies),
      t.year,
      null,
      null,
      t.scope1Tonnes,
      t.scope2LocationTonnes,
      t.scope2MarketTonnes,
      t.energyMwh,
      null,
      t.dataQualityScore,
      t.verificationShare,
      null,
      null,
    ]);
  }
  return { header: [...HEADERS[lang]], rows };
}

/** A cell as CSV text: Polish Excel reads a decimal comma. */
export function csvText(cell: Cell, lang: PortfolioLang): string | null {
  if (cell === null) return null;
  if (typeof cell === 'number') return lang === 'pl' ? String(cell).replace('.', ',') : String(cell);
  return cell;
}
