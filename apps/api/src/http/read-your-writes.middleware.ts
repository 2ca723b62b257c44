import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { PROJECTION_NAMES, waitForProjections } from '@ghg/read-models';
import { Inject, Injectable } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import type { ApiConfig } from '../config/api-config.js';
import { API_CONFIG, DB, EVENT_STORE } from '../shared/tokens.js';
import { sendApiError, validationError } from '../shared/api-error.js';
import type { RequestView } from '../shared/http-kit.js';

export const WAIT_FOR_POSITION_HEADER = 'x-wait-for-position';
/** Positions are PostgreSQL bigints: a larger number names no event and would fail the query (500). */
const MAX_POSITION = 2n ** 63n - 1n;

/**
 * Read-your-writes: a request that names the position its command returned waits (bounded by
 * READ_YOUR_WRITES_TIMEOUT_MS, itself capped, see api-config.ts) until every projection has passed it, then
 * runs. The answer says whether it caught up (x-projections-caught-up).
 * Applied after the session is resolved (SignedInRequestMiddleware), so only a signed-in person's request can hold a
 * connection: without a session the header is never read. A position past the head was returned by no command
 * and is not waited for.
 */
@Injectable()
export class ReadYourWritesMiddleware {
  // Named, so a projection that has not started yet (no checkpoint) counts as behind, not as absent.
  private readonly projections = PROJECTION_NAMES;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * The step on neutral inputs (any HTTP layer): true to go on, with the wait's outcome in the answer's headers;
   * false when it answered 400 (a position no command can have returned). Rejects when the wait fails.
   */
  async waitForPosition(view: Pick<RequestView, 'headers'>, res: ServerResponse): Promise<boolean> {
    const raw = view.headers[WAIT_FOR_POSITION_HEADER];
    if (!raw) return true;
    if (typeof raw !== 'string' || !/^\d{1,19}$/.test(raw) || BigInt(raw) > MAX_POSITION) {
      sendApiError(res, validationError([{ path: WAIT_FOR_POSITION_HEADER, code: 'invalid_number' }]));
      return false;
    }
    const { reached, waitedMs } = await this.wait(BigInt(raw));
    res.setHeader('x-projections-caught-up', String(reached));
    res.setHeader('x-projections-waited-ms', String(waitedMs));
    return true;
  }

  private async wait(position: bigint): Promise<{ reached: boolean; waitedMs: number }> {
    if (position > (await this.store.headPosition())) return { reached: false, waitedMs: 0 };
    return waitForProjections(this.db, position, {
      timeoutMs: this.config.readYourWritesTimeoutMs,
      projections: this.projections,
    });
  }
}
