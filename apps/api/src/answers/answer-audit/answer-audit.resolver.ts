import type { AnswerAuditEntryView } from '@ghg/contracts';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { AnswerAuditQuery, answerAuditFilterSchema } from './answer-audit.query.js';

@Resolver()
export class AnswerAuditResolver {
  constructor(private readonly query: AnswerAuditQuery) {}

  @Query('answerAuditLog')
  answerAuditLog(
    @Args('filter') filter: Record<string, unknown> | null,
    @Context('req') req: RequestWithContext,
  ): Promise<AnswerAuditEntryView[]> {
    // GraphQL input objects carry null for "not given".
    const given = Object.fromEntries(Object.entries(filter ?? {}).filter(([, v]) => v !== null));
    return this.query.forOrganization(
      contextOf(req).actor.organizationId,
      parseOrThrow(answerAuditFilterSchema, given),
    );
  }
}
