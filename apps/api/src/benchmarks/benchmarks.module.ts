import { Module } from '@nestjs/common';
import { BenchmarkController, BenchmarkQuery, BenchmarkResolver } from './benchmark.query.js';

/** The organization's footprint beside its peers'. */
@Module({
  controllers: [BenchmarkController],
  providers: [BenchmarkQuery, BenchmarkResolver],
})
export class BenchmarksModule {}
