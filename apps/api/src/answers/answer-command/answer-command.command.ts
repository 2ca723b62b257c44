import type { RequestContext } from '../../context/request-context.js';

/** One command on one section sheet. `questionId` and `command` are unchecked client data: the handler checks them. */
export class AnswerCommandCommand {
  constructor(
    readonly context: RequestContext,
    readonly questionId: string,
    readonly command: unknown,
    readonly expectedRevision: number,
  ) {}
}

/** What the command came to: the usual outcome plus the row it created and the rows 'delete all' kept. */
export interface AnswerCommandOutcome {
  position: bigint;
  revision: number;
  changed: boolean;
  rowId: string | null;
  keptBlocked: number;
}
