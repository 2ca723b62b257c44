import type { CombinedError } from 'urql';
import type { ViewerRole } from '../../../lib/session/viewer-role';
import type { BlockedPeriod } from '../api/blocked-periods.query';

/** How far back the page lists months besides the current one: two years of reporting. */
export const MONTHS_BACK = 24;

export interface MonthRow {
  /** 'YYYY-MM' */
  period: string;
  blocked: BlockedPeriod | null;
}

/** The month of a date on the user's calendar, 'YYYY-MM'. */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The current month and the `back` months before it, newest first. */
export function recentMonths(now: Date, back = MONTHS_BACK): string[] {
  return Array.from({ length: back + 1 }, (_, i) =>
    monthOf(new Date(now.getFullYear(), now.getMonth() - i, 1)),
  );
}

/**
 * The months the page shows, newest first: the recent ones, and any blocked month outside them (an old or a
 * future block must stay visible, or nobody could unblock it).
 */
export function monthRows(now: Date, blocked: readonly BlockedPeriod[], back = MONTHS_BACK): MonthRow[] {
  const byPeriod = new Map(blocked.map((b) => [b.period, b]));
  const periods = new Set([...recentMonths(now, back), ...byPeriod.keys()]);
  return [...periods]
    .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
    .map((period) => ({ period, blocked: byPeriod.get(period) ?? null }));
}

/** Provider staff block months; only a provider supervisor unblocks them (the server decides the same way). */
export function periodPermissions(role: ViewerRole | undefined): { canBlock: boolean; canUnblock: boolean } {
  return {
    canBlock: role === 'provider-staff' || role === 'provider-supervisor',
    canUnblock: role === 'provider-supervisor',
  };
}

/** A refused change is said as such (403 FORBIDDEN); anything else is a failure to try again. */
export function refusalOf(error: CombinedError): 'forbidden' | 'failed' {
  const status = (error.response as Response | undefined)?.status;
  const forbidden = error.graphQLErrors.some((e) => e.extensions?.code === 'FORBIDDEN');
  return forbidden || status === 403 ? 'forbidden' : 'failed';
}
