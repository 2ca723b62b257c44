import type {
  BilingualView,
  MeasureStatusView,
  ReductionPlanEntryView,
  ReductionPlanHistoryEntryView,
} from '@ghg/contracts';
import type { Locale } from '../../../i18n/locale';

/** One line of the plan's history as the page shows it: when, who, which measure and what changed. */
export interface PlanHistoryLine {
  key: string;
  at: string;
  /** null: the person is not known any more (the page says so). */
  who: string | null;
  measure: string;
  kind: ReductionPlanHistoryEntryView['kind'];
  from: MeasureStatusView | null;
  to: MeasureStatusView;
}

/**
 * The history's entries (newest first, as the API gives them) with each measure named by the plan's title in the
 * page's language, and the time in the page's format (UTC, as stored, so everyone reads the same).
 */
export function planHistoryLines(
  entries: readonly ReductionPlanHistoryEntryView[],
  plan: readonly Pick<ReductionPlanEntryView, 'measureId' | 'title'>[],
  locale: Locale,
): PlanHistoryLine[] {
  const titles = new Map<string, BilingualView>(plan.map((entry) => [entry.measureId, entry.title]));
  const time = new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return entries.map((entry, index) => ({
    key: `${entry.at}-${entry.measureId}-${index}`,
    at: `${time.format(new Date(entry.at))} UTC`,
    who: entry.actorName,
    measure: titles.get(entry.measureId)?.[locale] ?? entry.measureId,
    kind: entry.kind,
    from: entry.fromStatus,
    to: entry.toStatus,
  }));
}
