import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { ApiConfig } from '../config/api-config.js';
import type { Logger } from '../config/logger.js';
import { ActorResolver } from '../context/actor-resolver.js';
import { API_CONFIG, DB, EVENT_STORE, LOGGER } from './tokens.js';

/** The adapters one API process is started with: PGlite or PostgreSQL, the demo actor or sessions. */
export interface ApiPorts {
  db: Db;
  store: EventStore;
  config: ApiConfig;
  logger: Logger;
  actors: ActorResolver;
}

/**
 * The database, the event store, the configuration, the logger and the actor resolver, by their tokens
 * (tokens.ts). Global because each process is given them once at start (app/api.module.ts) and every feature
 * module reads some of them; feature modules import one another only for services (AccessModule, ChartsModule).
 */
@Global()
@Module({})
export class PortsModule {
  static with(ports: ApiPorts): DynamicModule {
    const providers = [
      { provide: DB, useValue: ports.db },
      { provide: EVENT_STORE, useValue: ports.store },
      { provide: API_CONFIG, useValue: ports.config },
      { provide: LOGGER, useValue: ports.logger },
      { provide: ActorResolver, useValue: ports.actors },
    ];
    return { module: PortsModule, providers, exports: providers.map((p) => p.provide) };
  }
}
