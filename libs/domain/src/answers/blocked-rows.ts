import type { AnswerRow } from './answer-row.js';
import type { AnswerCommandContext } from './answers.commands.js';

/** Rows of open months (which 'delete all' and reset remove) and how many rows of blocked months stay. */
export function splitByBlocked(rows: AnswerRow[], context: AnswerCommandContext) {
  const open = rows.filter((r) => !context.blockedPeriods.has(r.period));
  return { open, kept: rows.length - open.length };
}
