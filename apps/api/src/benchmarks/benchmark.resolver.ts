import type { BenchmarkView } from '@ghg/contracts';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { BenchmarkQuery } from './benchmark.query.js';

@Resolver()
export class BenchmarkResolver {
  constructor(private readonly query: BenchmarkQuery) {}

  @Query('benchmark')
  benchmark(@Context('req') req: RequestWithContext): Promise<BenchmarkView> {
    return this.query.forOrganization(contextOf(req).actor.organizationId);
  }
}
