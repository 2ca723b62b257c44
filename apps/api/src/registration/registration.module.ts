import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { MagicLinkController } from './magic-link.controller.js';
import { MagicRateLimitMiddleware } from './magic-rate-limit.middleware.js';
import { RegistrationService } from './registration.service.js';

/** Registration through a magic link (public, no session). */
@Module({
  controllers: [MagicLinkController],
  providers: [RegistrationService],
})
export class RegistrationModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Magic links are public (no session) and limited per client like sign-in.
    consumer.apply(MagicRateLimitMiddleware).forRoutes('api/magic/*path');
  }
}
