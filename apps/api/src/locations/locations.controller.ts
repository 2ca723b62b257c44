import type { EntitiesChangeView } from '@ghg/contracts';
import { Body, Controller, Delete, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequiresModule } from '../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { assertOwnOrganization } from '../shared/own-organization.js';
import {
  AddLocationCommand,
  type LocationChangeOutcome,
  RemoveLocationCommand,
} from './location.commands.js';

const viewOf = (outcome: LocationChangeOutcome): EntitiesChangeView => ({
  entities: outcome.entities,
  ...(outcome.entityId === undefined ? {} : { entityId: outcome.entityId }),
  position: outcome.position.toString(),
  changed: outcome.changed,
});

/** My company → Locations (spec §7): add and delete; each answers the organization's locations after it. */
@Controller('api/organizations/:organizationId/entities')
export class LocationsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @RequiresModule('myCompanyProfile')
  async add(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<EntitiesChangeView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    return viewOf(
      await this.commands.execute<AddLocationCommand, LocationChangeOutcome>(
        new AddLocationCommand(context, body),
      ),
    );
  }

  @Delete(':entityId')
  @RequiresModule('myCompanyProfile')
  async remove(
    @Param('organizationId') organizationId: string,
    @Param('entityId') entityId: string,
    @Req() req: RequestWithContext,
  ): Promise<EntitiesChangeView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    return viewOf(
      await this.commands.execute<RemoveLocationCommand, LocationChangeOutcome>(
        new RemoveLocationCommand(context, entityId),
      ),
    );
  }
}
