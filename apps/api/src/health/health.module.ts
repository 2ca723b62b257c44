import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';

/** /healthz and /readyz. */
@Module({ controllers: [HealthController] })
export class HealthModule {}
