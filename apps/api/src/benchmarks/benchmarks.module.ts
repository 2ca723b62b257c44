import { Module } from '@nestjs/common';
import { BenchmarkController } from './benchmark.controller.js';
import { BenchmarkQuery } from './benchmark.query.js';
import { BenchmarkResolver } from './benchmark.resolver.js';

/** The organization's footprint beside its peers'. */
@Module({
  controllers: [BenchmarkController],
  providers: [BenchmarkQuery, BenchmarkResolver],
})
export class BenchmarksModule {}
