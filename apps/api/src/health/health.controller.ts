import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { PROJECTION_NAMES, readCheckpoints } from '@ghg/read-models';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DB, EVENT_STORE } from '../shared/tokens.js';

/**
 * /healthz: the process answers. /readyz: the database answers; the body shows each projection's lag
 * (head position − checkpoint), read from the database so it holds whether or not this process runs them.
 */
@Controller()
export class HealthController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get('healthz')
  healthz(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('readyz')
  async readyz(@Res() res: Response): Promise<void> {
    try {
      await this.db.query('select 1');
      const head = await this.store.headPosition();
      const names = PROJECTION_NAMES;
      const checkpoints = await readCheckpoints(this.db, names);
      const projections = names.map((name) => {
        const checkpoint = checkpoints.get(name) ?? 0n;
        return {
          name,
          checkpoint: checkpoint.toString(),
          lag: Number(head > checkpoint ? head - checkpoint : 0n),
        };
      });
      res.status(200).json({ status: 'ready', database: 'ok', head: head.toString(), projections });
    } catch (error) {
      res
        .status(503)
        .json({ status: 'unavailable', error: error instanceof Error ? error.message : String(error) });
    }
  }
}
