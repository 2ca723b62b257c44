import type { RequestContext } from '../../context/request-context.js';

/** Block (provider staff) or unblock (provider supervisor) one month of the caller's organization. */
export class ChangeBlockedPeriodCommand {
  constructor(
    readonly context: RequestContext,
    readonly period: string,
    readonly blocked: boolean,
  ) {}
}
