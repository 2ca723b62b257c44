import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { PROJECTION_NAMES, readCheckpoints } from '@ghg/read-models';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { ApiConfig } from '../config/api-config.js';
import { rawResponse, type ResponseLike, sendJson } from '../shared/http-kit.js';
import { API_CONFIG, DB, EVENT_STORE } from '../shared/tokens.js';

/**
 * /healthz: the process answers. /readyz: the database answers and no projection is more than
 * READY_MAX_PROJECTION_LAG events behind the log (a dead or stuck projector makes the API answer stale data:
 * 503 'projections-behind'); the body shows each projection's lag (head position − checkpoint), read from the
 * database so it holds whether or not this process runs them.
 */
@Controller()
export class HealthController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get('healthz')
  healthz(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('readyz')
  async readyz(@Res() res: ResponseLike): Promise<void> {
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
      const limit = this.config.readyMaxProjectionLag;
      const behind = limit > 0 && projections.some((projection) => projection.lag > limit);
      sendJson(rawResponse(res), behind ? 503 : 200, {
        status: behind ? 'projections-behind' : 'ready',
        database: 'ok',
        head: head.toString(),
        maxProjectionLag: limit,
        projections,
      });
    } catch (error) {
      sendJson(rawResponse(res), 503, {
        status: 'unavailable',
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
