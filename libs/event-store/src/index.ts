export * from './event-envelope.js';
export * from './event-store.port.js';
