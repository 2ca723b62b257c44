import type { BenchmarkView } from '@ghg/contracts';
import { Controller, Get, Param, Req } from '@nestjs/common';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { assertOwnOrganization } from '../shared/own-organization.js';
import { BenchmarkQuery } from './benchmark.query.js';

/** The sector comparison of /benchmarks and the dashboard's benchmarking panel. */
@Controller('api/organizations/:organizationId/benchmark')
export class BenchmarkController {
  constructor(private readonly query: BenchmarkQuery) {}

  @Get()
  get(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<BenchmarkView> {
    return this.query.forOrganization(assertOwnOrganization(contextOf(req), organizationId));
  }
}
