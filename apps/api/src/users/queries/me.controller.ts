import type { MeView } from '@ghg/contracts';
import { Controller, Get, Req } from '@nestjs/common';
import { Public } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { MeQuery } from './me.query.js';

@Controller('api/users/me')
export class MeController {
  constructor(private readonly query: MeQuery) {}

  @Get()
  @Public()
  get(@Req() req: RequestWithContext): Promise<MeView> {
    return this.query.of(contextOf(req).actor);
  }
}
