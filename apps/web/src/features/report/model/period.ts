/**
 * A row's month travels as 'YYYY-MM' and is shown as 'MM-YYYY' (spec §4/§9). The user types the shown form;
 * the sent form is also accepted, so a pasted server value works.
 */
const SHOWN = /^(\d{1,2})-(\d{4})$/;
const SENT = /^(\d{4})-(\d{1,2})$/;

/** '2025-03' → '03-2025'; anything else is returned as it is (a half-typed value stays visible). */
export function periodLabel(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  return match ? `${match[2]}-${match[1]}` : period;
}

/** '03-2025', '3-2025' or '2025-03' → '2025-03'; null when it is not a real month. */
export function parsePeriodLabel(text: string): string | null {
  const trimmed = text.trim();
  const shown = SHOWN.exec(trimmed);
  const sent = shown ? null : SENT.exec(trimmed);
  const month = Number(shown ? shown[1] : sent?.[2]);
  const year = Number(shown ? shown[2] : sent?.[1]);
  if (!(shown || sent) || month < 1 || month > 12) return null;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The month of a moment, in the sent form. */
export function periodOf(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** The validation code for a typed month, as the server would answer it: required, format, not in the future. */
export function periodInputError(text: string, currentPeriod: string): string | null {
  if (text.trim() === '') return 'required';
  const period = parsePeriodLabel(text);
  if (period === null) return 'invalid_format';
  return period > currentPeriod ? 'date_in_future' : null;
}
