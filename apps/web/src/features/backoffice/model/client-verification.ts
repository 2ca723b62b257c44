import type { ClientRowVerificationView, ClientRowVerificationsView } from '@ghg/contracts';

/** What the back office knows of a client's verification: not bought, bought with its rows, or unreadable. */
export type ClientVerificationRead =
  | { kind: 'loading' }
  | { kind: 'notPurchased' }
  | { kind: 'purchased'; rows: ClientRowVerificationView[] }
  | { kind: 'failed' };

/** The API answers 403 for a client without verification: that is the flag off, not a failure. */
export function clientVerificationReadOf(
  status: number,
  data: ClientRowVerificationsView | undefined,
): ClientVerificationRead {
  if (status === 403) return { kind: 'notPurchased' };
  if (status >= 200 && status < 300 && data !== undefined)
    return { kind: 'purchased', rows: rowsToVerify(data) };
  return { kind: 'failed' };
}

const ORDER: Record<ClientRowVerificationView['status'], number> = {
  sent: 0,
  'to-complete': 1,
  returned: 2,
  verified: 3,
};

/** Rows waiting for the verifier first, then the rest; the API's order (oldest change first) within a status. */
export function rowsToVerify(view: ClientRowVerificationsView): ClientRowVerificationView[] {
  return view.rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => ORDER[a.row.status] - ORDER[b.row.status] || a.index - b.index)
    .map(({ row }) => row);
}

/** The purchase flag as the switch shows it; null while it is not known. */
export function purchasedOf(read: ClientVerificationRead): boolean | null {
  if (read.kind === 'purchased') return true;
  if (read.kind === 'notPurchased') return false;
  return null;
}

/** A returned row needs a reason (the API takes up to 2000 characters, as sent). */
export const RETURN_COMMENT_MAX = 2000;
export function returnCommentReady(comment: string): boolean {
  return comment.trim() !== '' && comment.length <= RETURN_COMMENT_MAX;
}

/** A row's entered values on one line ("passenger-car · diesel · 80 · litres"); empty cells are left out. */
export function valuesSummary(values: Record<string, unknown>, locale: 'pl' | 'en'): string {
  const numbers = new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { maximumFractionDigits: 6 });
  return Object.values(values)
    .flatMap((value) => {
      if (typeof value === 'number') return [numbers.format(value)];
      if (typeof value === 'string' && value.trim() !== '') return [value];
      if (typeof value === 'boolean') return [String(value)];
      return [];
    })
    .join(' · ');
}
