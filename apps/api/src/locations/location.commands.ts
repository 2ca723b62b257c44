import type { RequestContext } from '../context/request-context.js';

/** Add a location to the caller's organization; `input` is the request body, checked by the handler. */
export class AddLocationCommand {
  constructor(
    readonly context: RequestContext,
    readonly input: unknown,
  ) {}
}

/** Remove one location of the caller's organization. */
export class RemoveLocationCommand {
  constructor(
    readonly context: RequestContext,
    readonly locationId: string,
  ) {}
}

/** What a location change answers: the command outcome and the organization's locations after it. */
export interface LocationChangeOutcome {
  position: bigint;
  changed: boolean;
  entities: { entityId: string; name: string }[];
  entityId?: string;
}
