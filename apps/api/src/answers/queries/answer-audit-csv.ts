import type { AnswerAuditEntryView } from '@ghg/contracts';

const HEADER = ['occurredAt', 'actor', 'eventType', 'section', 'rowId', 'period', 'field', 'before', 'after'];

/** The auditor page's export: RFC 4180 (CRLF, quoted where needed), one line per changed field. */
export function answerAuditCsv(entries: readonly AnswerAuditEntryView[]): string {
  const lines = entries.map((e) =>
    [e.occurredAt, e.actorName, e.eventType, e.questionId, e.rowId, e.period, e.field, e.before, e.after]
      .map(csvCell)
      .join(','),
  );
  return [HEADER.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}

/**
 * Quotes a cell when it holds a comma, quote or line break. A cell a spreadsheet would run as a formula
 * (=, +, @, or - not starting a number) gets a leading apostrophe: typed text must never execute.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+@\t\r]|^-(?![\d.])/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
