import type { MeView } from '@ghg/contracts';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { MeQuery } from './me.query.js';

@Resolver()
export class MeResolver {
  constructor(private readonly query: MeQuery) {}

  @Query('me')
  @Public()
  async me(@Context('req') req: RequestWithContext): Promise<MeView & MeView['access']> {
    // GraphQL's Me carries the access fields at its top level.
    const me = await this.query.of(contextOf(req).actor);
    return { ...me, ...me.access };
  }
}
