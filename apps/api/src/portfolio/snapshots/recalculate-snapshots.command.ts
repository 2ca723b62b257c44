import type { RequestContext } from '../../context/request-context.js';

/** Provider staff recalculate a client's snapshots (after a factor change): a new one where figures moved. */
export class RecalculateSnapshotsCommand {
  constructor(
    readonly context: RequestContext,
    readonly organizationId: string,
  ) {}
}
