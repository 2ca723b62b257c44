import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller.js';

/** /api/openapi.json and /api/docs. */
@Module({ controllers: [OpenApiController] })
export class OpenApiModule {}
