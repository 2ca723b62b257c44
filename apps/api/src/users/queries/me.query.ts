import type { MeView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { type Actor, contextOf, type RequestWithContext } from '../../context/request-context.js';
import { ApiError } from '../../http/api-error.js';
import { DB } from '../../shared/tokens.js';

@Injectable()
export class MeQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async of(actor: Actor): Promise<MeView> {
    const { rows } = await this.db.query<Omit<MeView, 'organizationId' | 'role'>>(
      `select u.user_id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName",
              o.name as "organizationName"
         from read.users u join read.organizations o on o.organization_id = $2
        where u.user_id = $1`,
      [actor.userId, actor.organizationId],
    );
    const row = rows[0];
    if (!row) throw new ApiError(401, 'UNAUTHENTICATED', 'Session expired - log in again');
    return { ...row, organizationId: actor.organizationId, role: actor.role };
  }
}

@Resolver()
export class MeResolver {
  constructor(private readonly query: MeQuery) {}

  @Query('me')
  me(@Context('req') req: RequestWithContext): Promise<MeView> {
    return this.query.of(contextOf(req).actor);
  }
}
