export * from './support-requests.js';
export * from './shell-settings.js';
export * from './provider-contact-events.schema.js';
