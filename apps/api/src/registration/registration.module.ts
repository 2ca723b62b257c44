import { Module } from '@nestjs/common';
import { MagicLinkController } from './magic-link.controller.js';
import { RegistrationService } from './registration.service.js';

/** Registration through a magic link (public, no session; limited per client by the app's onRequest hook). */
@Module({
  controllers: [MagicLinkController],
  providers: [RegistrationService],
})
export class RegistrationModule {}
