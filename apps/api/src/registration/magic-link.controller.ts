import type { MagicLinkView, RegistrationResultView } from '@ghg/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { type PublicSource, RegistrationService } from './registration.service.js';

/**
 * What registration reads of a request. Express's and Fastify's requests both carry `ip`, the client's address
 * after the trusted-proxy rule (Node's own request does not).
 */
interface PublicRequest {
  readonly ip?: string;
  readonly headers: IncomingHttpHeaders;
}

const sourceOf = (req: PublicRequest): PublicSource => ({
  channel: 'rest',
  ip: req.ip,
  userAgent: req.headers['user-agent']?.slice(0, 200),
});

/**
 * Public (no session) and rate-limited per client (see magic-rate-limit.middleware.ts): spec §7 `GET magic/{id}`
 * and the two registration variants of §2.
 */
@Controller('api/magic/:magicLinkId')
export class MagicLinkController {
  constructor(private readonly registration: RegistrationService) {}

  @Get()
  show(@Param('magicLinkId') magicLinkId: string): Promise<MagicLinkView> {
    return this.registration.magicLink(magicLinkId);
  }

  @Post('user')
  @HttpCode(201)
  registerUser(
    @Param('magicLinkId') magicLinkId: string,
    @Body() body: unknown,
    @Req() req: PublicRequest,
  ): Promise<RegistrationResultView> {
    return this.registration.registerUser(magicLinkId, body, sourceOf(req));
  }

  @Post('admin')
  @HttpCode(201)
  registerAdministrator(
    @Param('magicLinkId') magicLinkId: string,
    @Body() body: unknown,
    @Req() req: PublicRequest,
  ): Promise<RegistrationResultView> {
    return this.registration.registerAdministrator(magicLinkId, body, sourceOf(req));
  }
}
