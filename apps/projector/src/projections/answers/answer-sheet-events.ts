import { ANSWER_EVENT_TYPES, type AnswerEvent, SECTIONS, type SectionKey } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';

export type RecordedAnswerEvent = RecordedEvent & AnswerEvent;

/** The events of one section sheet in one batch, in log order. */
export interface TouchedSheet {
  readonly organizationId: string;
  readonly questionId: SectionKey;
  readonly events: RecordedAnswerEvent[];
}

const ANSWER_TYPES: ReadonlySet<string> = new Set(ANSWER_EVENT_TYPES);
const SECTION_KEYS: ReadonlySet<string> = new Set(SECTIONS.map((s) => s.key));
const STREAM_PREFIX = 'answers-';

/**
 * The organization of an answers event. The metadata names it; a stream id alone is ambiguous to split by '-'
 * (organization ids are uuids and question ids such as 'purchased-goods' contain '-' too), so the fallback cuts
 * the known question id off the end of `answers-<orgId>-<questionId>`.
 */
export function organizationOf(event: RecordedEvent, questionId: string): string | null {
  if (event.metadata.organizationId) return event.metadata.organizationId;
  const suffix = `-${questionId}`;
  const id = event.streamId;
  if (!id.startsWith(STREAM_PREFIX) || !id.endsWith(suffix)) return null;
  const organizationId = id.slice(STREAM_PREFIX.length, id.length - suffix.length);
  return organizationId === '' ? null : organizationId;
}

const questionIdOf = (event: RecordedEvent): string | null => {
  const data = event.data as { questionId?: unknown } | null;
  return typeof data?.questionId === 'string' ? data.questionId : null;
};

/** The organization of the sheet an event writes: the answers projection's partition key. */
export function answerSheetOrganization(event: RecordedEvent): string | null {
  const questionId = questionIdOf(event);
  return questionId ? organizationOf(event, questionId) : event.metadata.organizationId;
}

/**
 * Answer events of a batch grouped by sheet, sheets in the order first touched. Events of a question the
 * catalogue does not know cannot be evaluated; the API refuses such commands, and skipping them here keeps one
 * stray event from stalling the projection forever.
 */
export function groupBySheet(events: readonly RecordedEvent[]): TouchedSheet[] {
  const sheets = new Map<string, TouchedSheet>();
  for (const event of events) {
    if (!ANSWER_TYPES.has(event.type) || !event.streamId.startsWith(STREAM_PREFIX)) continue;
    const questionId = questionIdOf(event);
    if (questionId === null || !SECTION_KEYS.has(questionId)) continue;
    const organizationId = organizationOf(event, questionId);
    if (organizationId === null) continue;
    const key = JSON.stringify([organizationId, questionId]);
    let sheet = sheets.get(key);
    if (!sheet) {
      sheet = { organizationId, questionId: questionId as SectionKey, events: [] };
      sheets.set(key, sheet);
    }
    sheet.events.push(event as RecordedAnswerEvent);
  }
  return [...sheets.values()];
}
