/** Injection tokens for the ports the API is wired with (see app/api.module.ts). */
export const DB = Symbol('Db');
export const EVENT_STORE = Symbol('EventStore');
export const API_CONFIG = Symbol('ApiConfig');
export const LOGGER = Symbol('Logger');
