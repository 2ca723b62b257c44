import type { Db } from '@ghg/database';
import { allProjections, waitForProjections } from '@ghg/projector';
import type { RequestHandler } from 'express';
import { sendApiError, validationError } from './api-error.js';

export const WAIT_FOR_POSITION_HEADER = 'x-wait-for-position';
/** Positions are PostgreSQL bigints: a larger number names no event and would fail the query (500). */
const MAX_POSITION = 2n ** 63n - 1n;

/**
 * Read-your-writes: a request that names the position its command returned waits (bounded) until every
 * projection has passed it, then runs. The answer says whether it caught up (x-projections-caught-up).
 */
export function readYourWrites(db: Db, timeoutMs: number): RequestHandler {
  // Named, so a projection that has not started yet (no checkpoint) counts as behind, not as absent.
  const projections = allProjections.map((p) => p.name);
  return (req, res, next) => {
    const raw = req.header(WAIT_FOR_POSITION_HEADER);
    if (!raw) return next();
    if (!/^\d{1,19}$/.test(raw) || BigInt(raw) > MAX_POSITION)
      return sendApiError(res, validationError([{ path: WAIT_FOR_POSITION_HEADER, code: 'invalid_number' }]));
    waitForProjections(db, BigInt(raw), { timeoutMs, projections })
      .then(({ reached, waitedMs }) => {
        res.setHeader('x-projections-caught-up', String(reached));
        res.setHeader('x-projections-waited-ms', String(waitedMs));
        next();
      })
      .catch(next);
  };
}
