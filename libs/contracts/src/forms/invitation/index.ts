export * from './invitation.schema.js';
