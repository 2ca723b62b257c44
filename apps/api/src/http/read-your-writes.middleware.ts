import type { Db } from '@ghg/database';
import { allProjections, waitForProjections } from '@ghg/projector';
import type { RequestHandler } from 'express';

export const WAIT_FOR_POSITION_HEADER = 'x-wait-for-position';

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
    if (!/^\d{1,19}$/.test(raw)) {
      res.status(400).json({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: `Validation error: ${WAIT_FOR_POSITION_HEADER} (invalid_number)`,
        fields: [{ path: WAIT_FOR_POSITION_HEADER, code: 'invalid_number' }],
      });
      return;
    }
    waitForProjections(db, BigInt(raw), { timeoutMs, projections })
      .then(({ reached, waitedMs }) => {
        res.setHeader('x-projections-caught-up', String(reached));
        res.setHeader('x-projections-waited-ms', String(waitedMs));
        next();
      })
      .catch(next);
  };
}
