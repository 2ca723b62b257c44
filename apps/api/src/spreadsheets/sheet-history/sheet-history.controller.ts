import type { SheetImportView } from '@ghg/contracts';
import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { RevertImportHandler } from './revert-import.handler.js';
import { SheetImportsQuery } from './sheet-imports.query.js';

/** The import history of the organization and the revert of one import. */
@Controller('api/organizations/:organizationId')
export class SheetHistoryController {
  constructor(
    private readonly query: SheetImportsQuery,
    private readonly reverts: RevertImportHandler,
  ) {}

  @Get('sheet-import-history')
  @RequiresModule('xlsDataUpload')
  history(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<SheetImportView[]> {
    return this.query.forOrganization(assertOwnOrganization(contextOf(req), organizationId));
  }

  @Post('sheet-imports/:importId/revert')
  @HttpCode(200)
  @RequiresModule('xlsDataUpload')
  revert(
    @Param('organizationId') organizationId: string,
    @Param('importId') importId: string,
    @Req() req: RequestWithContext,
  ): Promise<{ position: string; rows: number }> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    return this.reverts.revert(importId, context);
  }
}
