import {
  type CommandResultView,
  returnRowInputSchema,
  rowIdsInputSchema,
  type RowVerificationsView,
} from '@ghg/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { RowVerificationQuery } from './row-verification.query.js';
import { RunRowVerificationCommand, type RowVerificationRequest } from './row-verification.command.js';

/** Row verification over GraphQL: the REST routes' inputs, handler and query, on the session's organization. */
@Resolver()
export class RowVerificationResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: RowVerificationQuery,
  ) {}

  private run(req: RequestWithContext, request: RowVerificationRequest): Promise<CommandResultView> {
    return this.commands.execute<RunRowVerificationCommand, CommandResultView>(
      new RunRowVerificationCommand(contextOf(req), request),
    );
  }

  @Query('rowVerifications')
  @RequiresModule('taskManagement')
  rowVerifications(@Context('req') req: RequestWithContext): Promise<RowVerificationsView> {
    return this.query.list(contextOf(req).actor);
  }

  @Mutation('submitRowsForVerification')
  @RequiresModule('taskManagement')
  submit(@Args('rowIds') rowIds: string[], @Context('req') req: RequestWithContext) {
    const parsed = parseOrThrow(rowIdsInputSchema, { rowIds });
    return this.run(req, { type: 'SubmitRowsForVerification', rowIds: parsed.rowIds });
  }

  @Mutation('approveRows')
  @RequiresModule('taskManagement')
  approve(@Args('rowIds') rowIds: string[], @Context('req') req: RequestWithContext) {
    const parsed = parseOrThrow(rowIdsInputSchema, { rowIds });
    return this.run(req, { type: 'ApproveRows', rowIds: parsed.rowIds });
  }

  @Mutation('returnRow')
  @RequiresModule('taskManagement')
  giveBack(
    @Args('rowId') rowId: string,
    @Args('comment') comment: string,
    @Context('req') req: RequestWithContext,
  ) {
    return this.run(req, { type: 'ReturnRow', ...parseOrThrow(returnRowInputSchema, { rowId, comment }) });
  }
}
