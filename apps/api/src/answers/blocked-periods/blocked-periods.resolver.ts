import type { BlockedPeriodView } from '@ghg/contracts';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { BlockedPeriodsQuery } from './blocked-periods.query.js';

@Resolver()
export class BlockedPeriodsResolver {
  constructor(private readonly query: BlockedPeriodsQuery) {}

  @Query('blockedPeriods')
  blockedPeriods(@Context('req') req: RequestWithContext): Promise<BlockedPeriodView[]> {
    return this.query.forOrganization(contextOf(req).actor.organizationId);
  }
}
