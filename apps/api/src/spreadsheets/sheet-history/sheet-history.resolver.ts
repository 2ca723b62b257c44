import type { SheetImportView } from '@ghg/contracts';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { SheetImportsQuery } from './sheet-imports.query.js';

@Resolver()
export class SheetHistoryResolver {
  constructor(private readonly query: SheetImportsQuery) {}

  @Query('sheetImports')
  @RequiresModule('xlsDataUpload')
  sheetImports(@Context('req') req: RequestWithContext): Promise<SheetImportView[]> {
    return this.query.forOrganization(contextOf(req).actor.organizationId);
  }
}
