import { Module } from '@nestjs/common';
import { AddLocationHandler } from './add-location.handler.js';
import { LocationsController } from './locations.controller.js';
import { RemoveLocationHandler } from './remove-location.handler.js';

/** The organization's locations: add and remove, one command each. */
@Module({
  controllers: [LocationsController],
  providers: [AddLocationHandler, RemoveLocationHandler],
})
export class LocationsModule {}
