import type { SectionSheetView } from '@ghg/contracts';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { SectionSheetQuery } from './section-sheet.query.js';

@Resolver()
export class SectionSheetResolver {
  constructor(private readonly query: SectionSheetQuery) {}

  @Query('sectionSheet')
  sectionSheet(
    @Args('questionId') questionId: string,
    @Context('req') req: RequestWithContext,
  ): Promise<SectionSheetView> {
    return this.query.of(contextOf(req).actor.organizationId, questionId);
  }
}
