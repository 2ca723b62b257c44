import { AddLocationHandler } from './add-location.handler.js';
import { LocationsController } from './locations.controller.js';
import { RemoveLocationHandler } from './remove-location.handler.js';

/** The locations' REST controller and command handlers, as the API module wires them. */
export const LOCATION_CONTROLLERS = [LocationsController];
export const LOCATION_PROVIDERS = [AddLocationHandler, RemoveLocationHandler];
