import type { RequestContext } from '../../context/request-context.js';

/** Provider staff lock a client's month; the context acts on behalf of the client organization. */
export class LockClientPeriodCommand {
  constructor(
    readonly context: RequestContext,
    readonly period: string,
  ) {}
}
